import { Icon, type IconName } from './icons';

interface IconActionProps {
  readonly icon: IconName;
  /** Its accessible name, and the tooltip that names the icon for a mouse. */
  readonly label: string;
  /** The control's look (`buttonClasses`). */
  readonly className: string;
}

/** An action shown as its icon alone, where words would not fit (a header, a list row). */
export function IconLink({
  href,
  icon,
  label,
  className,
}: IconActionProps & { readonly href: string }) {
  return (
    <a href={href} aria-label={label} title={label} className={className}>
      <Icon name={icon} />
    </a>
  );
}

/** IconLink's twin for an action on the spot: a button, never a form's submit. */
export function IconButton({
  onClick,
  icon,
  label,
  className,
}: IconActionProps & { readonly onClick: () => void }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className={className}>
      <Icon name={icon} />
    </button>
  );
}
