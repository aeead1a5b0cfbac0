import { useCallback, useEffect, useState } from 'react';
import { playedSheets, readStatsData, type StatsProgress } from '../../db/player-stats-cache';
import type { PlayedSheet } from '../../domain/player-stats';
import { playerName, resolvePlayer, type Roster } from '../../domain/roster';
import type { Dictionary } from '../i18n/dictionary';
import type { RosterError } from '../../db/roster';
import { storeErrorMessage } from '../i18n/errors';

export interface ListedPlayer {
  readonly id: string;
  readonly name: string;
}

export interface StatsView {
  readonly played: readonly PlayedSheet[];
  readonly roster: Roster;
  /** Every current player at any sheet, by name. */
  readonly players: readonly ListedPlayer[];
}

/**
 * The statistics' data: the cache brought up to date, read once; `reload` after a change. Only
 * the sheets of `focus` (a player) are read: every figure of a page is about their evenings.
 * `progress`: how far a long rebuild of the cache is (null when none is under way).
 */
export function useStatsView(focus: string | null): {
  readonly view: StatsView | null;
  readonly reload: () => void;
  readonly progress: StatsProgress | null;
} {
  const [view, setView] = useState<StatsView | null>(null);
  const [version, setVersion] = useState(0);
  const [progress, setProgress] = useState<StatsProgress | null>(null);
  useEffect(() => {
    let live = true;
    const told = (step: StatsProgress) => {
      if (live) setProgress(step);
    };
    void readStatsData(undefined, focus, told).then(({ sheets, roster, seated }) => {
      if (!live) return;
      const ids = new Set(seated.map((id) => resolvePlayer(roster, id)));
      const players = [...ids]
        .map((id) => ({ id, name: playerName(roster, id) }))
        .sort((a, b) => a.name.localeCompare(b.name));
      setView({ played: playedSheets(sheets, roster), roster, players });
      setProgress(null);
    });
    return () => {
      live = false;
    };
  }, [version, focus]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { view, reload, progress };
}

/** A roster refusal in words. */
export function rosterErrorMessage(t: Dictionary, error: RosterError): string {
  const p = t.players;
  switch (error.code) {
    case 'player-name-taken':
      return p.nameTaken(error.name);
    case 'players-sat-together':
      return p.satTogether(error.sheetIds.length);
    case 'same-player':
      return p.samePlayer;
    case 'player-name-invalid':
      return p.nameInvalid;
    case 'nothing-to-undo':
      return p.nothingToUndo;
    default:
      return storeErrorMessage(t, error);
  }
}
