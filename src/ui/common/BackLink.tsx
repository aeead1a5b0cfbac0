import { buttonClasses } from './Button';
import { Icon } from './icons';

interface BackLinkProps {
  readonly href: string;
  /** Accessible name saying where it goes: "Back to the sheets". */
  readonly label: string;
}

/** The header's back arrow: a link, so the phone's back gesture and the arrow agree. */
export function BackLink({ href, label }: BackLinkProps) {
  return (
    <a href={href} aria-label={label} title={label} className={buttonClasses('quiet', 'px-2')}>
      <Icon name="back" className="size-7" />
    </a>
  );
}
