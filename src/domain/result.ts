/** A computation that either succeeded with a value or failed with typed errors. */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly E[] };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function fail<E>(errors: readonly E[]): Result<never, E> {
  return { ok: false, errors };
}

/** For exhaustive `switch` statements over closed unions. */
export function assertNever(value: never): never {
  throw new Error(`unexpected-value:${JSON.stringify(value)}`);
}
