import { useId, type ReactNode } from 'react';

/** A block that stands apart as a card (the settings' blocks, the night director's forms). */
export const CARD =
  'flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900';

interface HeadedSectionProps {
  readonly heading: ReactNode;
  /** The section's own classes: its layout, or CARD. */
  readonly className: string;
  /** The heading's classes, where it is not the usual screen section's. */
  readonly headingClassName?: string;
  /** The heading's id, for a caller that labels more by it (a table, a radio group's name). */
  readonly id?: string;
  readonly children?: ReactNode;
}

/**
 * A section labelled by its own h2, so a screen reader lists it by its heading and tests find it
 * by role and name.
 */
export function HeadedSection(props: HeadedSectionProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  return (
    <section aria-labelledby={id} className={props.className}>
      <h2 id={id} className={props.headingClassName ?? 'text-lg font-bold'}>
        {props.heading}
      </h2>
      {props.children}
    </section>
  );
}
