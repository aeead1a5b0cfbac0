import type { SheetRow } from '../../domain/sheet-types';
import type { Dictionary } from '../i18n/dictionary';
import { ramschOutcomeText } from '../i18n/ramsch-outcome';
import { listDealLabel } from './game-label';

/**
 * A row's game in one text, as the list writes it, for a file that has one cell for it (the CSV):
 * the game with the Bock it was scored with; a Ramsch, having no declarer, with who lost and won
 * ("Ramsch, Jungfrau, Bock ×2 — Ben loses, Carl wins").
 */
export function listGameText(t: Dictionary, row: SheetRow, names: readonly string[]): string {
  const game = listDealLabel(row.deal, t, { bock: row.bock });
  if (row.entry.kind !== 'ramsch') return game;
  return t.roundsView.gameWithOutcome(game, ramschOutcomeText(t, row.entry.score, names));
}
