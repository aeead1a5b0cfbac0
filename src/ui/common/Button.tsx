import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'danger'
  | 'quiet'
  | 'quiet-danger'
  /** The main action on a dark green panel. */
  | 'on-dark';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary:
    'bg-green-800 text-white hover:bg-green-700 active:bg-green-900 dark:bg-green-700 dark:hover:bg-green-600',
  secondary:
    'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700',
  danger: 'bg-red-700 text-white hover:bg-red-600 active:bg-red-800 dark:bg-red-700',
  quiet: 'text-green-900 hover:bg-stone-200 dark:text-green-300 dark:hover:bg-stone-800',
  'on-dark': 'bg-white text-green-950 shadow hover:bg-green-50 active:bg-green-100',
  'quiet-danger': 'text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950',
};

/** Base look of every tappable control: at least 48 px high, a visible focus ring. */
export const TAP_TARGET =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-xl px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-green-600 disabled:cursor-not-allowed disabled:opacity-50';

export function buttonClasses(variant: ButtonVariant, extra = ''): string {
  return `${TAP_TARGET} ${VARIANT_CLASSES[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
}

/** A button that is never an accidental form submit: type defaults to "button". */
export function Button({ variant = 'secondary', className = '', type, ...rest }: ButtonProps) {
  return <button type={type ?? 'button'} className={buttonClasses(variant, className)} {...rest} />;
}
