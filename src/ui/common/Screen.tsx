import type { ReactNode, Ref } from 'react';

interface ScreenProps {
  /** The screen's level-1 heading: every screen has exactly one. */
  readonly title: ReactNode;
  /** Left of the title, usually a back link. */
  readonly leading?: ReactNode;
  /** Right of the title: small actions (print, settings). */
  readonly trailing?: ReactNode;
  readonly children: ReactNode;
  /** The frame's element (the sheet list keeps it, as data, for the next start's shell). */
  readonly ref?: Ref<HTMLDivElement>;
}

/** Page frame of every screen: a compact header with the h1, then the content, phone width first. */
export function Screen({ title, leading, trailing, children, ref }: ScreenProps) {
  return (
    <div ref={ref} className="mx-auto flex min-h-dvh max-w-2xl flex-col">
      <header className="sticky top-0 z-10 flex min-h-14 items-center gap-1 border-b border-stone-200 bg-stone-50/95 px-2 py-1 backdrop-blur dark:border-stone-800 dark:bg-stone-950/95">
        {leading}
        <h1 className="min-w-0 flex-1 truncate px-2 text-xl font-bold">{title}</h1>
        {trailing}
      </header>
      <main className="flex flex-1 flex-col gap-4 px-3 pt-3 pb-6">{children}</main>
    </div>
  );
}
