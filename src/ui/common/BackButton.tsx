import { Button } from './Button';
import { Icon } from './icons';

interface BackButtonProps {
  /** Accessible name saying where it goes: "Back to the sheets". */
  readonly label: string;
  readonly onBack: () => void;
  /** Left off paper by default: a printed page has nothing to go back to. */
  readonly className?: string;
}

/** The header's back arrow where going back is the screen's own step (BackLink where it is a link). */
export function BackButton({ label, onBack, className = 'px-2 print:hidden' }: BackButtonProps) {
  return (
    <Button variant="quiet" className={className} aria-label={label} onClick={onBack}>
      <Icon name="back" className="size-7" />
    </Button>
  );
}
