/**
 * Sets one field of a form to a value of that field's type: `{ type, field, value }`. One action
 * for every plain choice of a form part, so its reducer is one line, not a case per field.
 */
export type FieldAction<T extends string, F> = {
  readonly [K in keyof F]-?: { readonly type: T; readonly field: K; readonly value: F[K] };
}[keyof F];

/** The form with the action's field set. */
export function withField<F, K extends keyof F>(
  form: F,
  action: { readonly field: K; readonly value: F[K] },
): F {
  return { ...form, [action.field]: action.value };
}
