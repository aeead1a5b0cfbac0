import type { ReactNode } from 'react';
import { TAP_TARGET } from './Button';

interface ToggleButtonProps {
  readonly pressed: boolean;
  readonly onToggle: (pressed: boolean) => void;
  readonly children: ReactNode;
  /** When the visible text is short (a card "♣J"): the full name a screen reader says. */
  readonly label?: string;
  readonly className?: string;
}

/** An on/off button (aria-pressed): big, with the pressed state visible in colour and a tick. */
export function ToggleButton({
  pressed,
  onToggle,
  children,
  label,
  className = '',
}: ToggleButtonProps) {
  const look = pressed
    ? 'border border-green-800 bg-green-800 text-white dark:border-green-600 dark:bg-green-700'
    : 'border border-stone-300 bg-white text-stone-900 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={() => onToggle(!pressed)}
      className={`${TAP_TARGET} ${look} ${className}`}
    >
      {children}
    </button>
  );
}
