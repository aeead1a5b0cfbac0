// What the player page's two charts show, shaped from the evenings and the summary the page has
// already added up (derived on every render, never stored): Seeger-Fabian evening by evening,
// and how the games the player declared share out among each suit, grand and each null variant.
import { isBierlachsEvening, type Evening } from '../../domain/player-stats';
import { STAT_GAMES, type SeatSummary, type StatGame } from '../../domain/seat-summary';

/** One point of the Seeger-Fabian chart: an evening of a points list. */
export interface SeegerFabianEvening {
  /** 1-based, among the evenings the chart shows (the x axis's label). */
  readonly number: number;
  readonly sheetId: string;
  readonly startedAt: number;
  readonly deals: number;
  readonly points: number;
  readonly per48: number | null;
}

export interface SeegerFabianOverTime {
  /** In the order they were played. */
  readonly evenings: readonly SeegerFabianEvening[];
  /** Bierlachs evenings left out: a Bierlachs list writes no Seeger-Fabian points. */
  readonly bierlachsLeftOut: number;
}

/** The player's Seeger-Fabian points evening by evening; Bierlachs evenings are left out. */
export function seegerFabianOverTime(evenings: readonly Evening[]): SeegerFabianOverTime {
  const shown = evenings.filter((evening) => !isBierlachsEvening(evening));
  return {
    evenings: shown.map((evening, index) => ({
      number: index + 1,
      sheetId: evening.sheetId,
      startedAt: evening.startedAt,
      deals: evening.deals,
      points: evening.seegerFabian,
      per48: evening.seegerFabianPer48,
    })),
    bierlachsLeftOut: evenings.length - shown.length,
  };
}

export interface DeclaredGame {
  readonly game: StatGame;
  readonly declared: number;
}

/** Games declared, by game, in the order of the games table; the share chart makes the shares. */
export function declaredByGame(summary: SeatSummary): DeclaredGame[] {
  return STAT_GAMES.map((game) => ({ game, declared: summary.games[game].declared }));
}

/** Every game the player declared, of any kind. */
export function declaredInAll(summary: SeatSummary): number {
  return STAT_GAMES.reduce((sum, game) => sum + summary.games[game].declared, 0);
}
