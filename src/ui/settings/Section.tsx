import { useId, type ReactNode } from 'react';

/** One titled block of the settings screen, labelled by its heading for screen readers. */
export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={id} className="text-lg font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
