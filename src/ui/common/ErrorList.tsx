interface ErrorListProps {
  readonly messages: readonly string[];
  readonly id?: string;
  /** What was refused, above the reasons ("The night was not created:"). */
  readonly title?: string;
}

const ALERT =
  'flex flex-col gap-1 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100';

/** Messages that block an action, announced to screen readers as they appear. */
export function ErrorList({ messages, id, title }: ErrorListProps) {
  if (messages.length === 0) return null;
  const items = messages.map((message) => <li key={message}>{message}</li>);
  if (title === undefined) {
    return (
      <ul id={id} role="alert" className={ALERT}>
        {items}
      </ul>
    );
  }
  return (
    <div id={id} role="alert" className={ALERT}>
      <p className="font-semibold">{title}</p>
      <ul className="list-disc pl-5">{items}</ul>
    </div>
  );
}
