import type { AnchorHTMLAttributes } from 'react';
import { buttonClasses, type ButtonVariant } from './Button';

interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
  readonly variant?: ButtonVariant;
}

/** Navigation that looks like a button but stays a link (hash routes, back gesture, new tab). */
export function LinkButton({ variant = 'secondary', className = '', ...rest }: LinkButtonProps) {
  return <a className={buttonClasses(variant, className)} {...rest} />;
}
