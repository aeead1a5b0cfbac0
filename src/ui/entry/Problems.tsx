/**
 * An entry's refusals, small, under the part of the entry they are about (the value, the Ramsch
 * points, the doublings), announced as they appear; nothing typed is changed.
 */
export function Problems({ messages }: { readonly messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul
      role="alert"
      className="flex flex-col gap-1 rounded-xl border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
