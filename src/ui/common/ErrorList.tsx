interface ErrorListProps {
  readonly messages: readonly string[];
  readonly id?: string;
}

/** Messages that block an action, announced to screen readers as they appear. */
export function ErrorList({ messages, id }: ErrorListProps) {
  if (messages.length === 0) return null;
  return (
    <ul
      id={id}
      role="alert"
      className="flex flex-col gap-1 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
