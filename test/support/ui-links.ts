import { screen, within } from '@testing-library/react';

/**
 * Where the link a player reads as `name` leads: its href, found by role and name on the screen or
 * inside `container`. Throws, as getByRole does, when there is no such link.
 */
export function linkHref(name: string | RegExp, container?: HTMLElement): string | null {
  const scope = container ? within(container) : screen;
  return scope.getByRole('link', { name }).getAttribute('href');
}
