import type { StoreError } from '../../db/store-error';
import type { Dictionary } from '../i18n/dictionary';

/**
 * The sentences for store errors, fetched when one happens: the renderer reaches every house-rule
 * and game error, which the sheet screen (the usual first screen) otherwise never needs, so it
 * stays out of the first download.
 */
export async function storeErrorMessages(
  t: Dictionary,
  errors: readonly StoreError[],
): Promise<readonly string[]> {
  const { storeErrorMessage } = await import('../i18n/errors');
  return errors.map((error) => storeErrorMessage(t, error));
}
