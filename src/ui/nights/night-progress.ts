// The night screen's reading of the tables' progress and of the director's hand-made tables.
import type { NightPlayer } from '../../domain/tournament/night';
import type { TableProgress } from './night-service';
import { nameKey } from '../../domain/same-name';

/** A table with no deal for this long while another table of its series had one is marked. */
export const STALL_MS = 10 * 60_000;

/** Whether a table seems to have stopped syncing: unfinished, quiet while the others moved. */
export function isStalled(
  table: TableProgress,
  all: readonly TableProgress[],
  now: number,
): boolean {
  if (table.deals >= table.of) return false;
  const quiet = table.lastAt === null || now - table.lastAt > STALL_MS;
  if (!quiet) return false;
  return all.some(
    (other) =>
      other.series === table.series &&
      other.sheetId !== table.sheetId &&
      other.lastAt !== null &&
      now - other.lastAt <= STALL_MS &&
      (table.lastAt === null || other.lastAt > table.lastAt),
  );
}

/** Whole minutes since `at` (0 for anything under a minute, or in the future). */
export function minutesSince(at: number, now: number): number {
  return Math.max(0, Math.floor((now - at) / 60_000));
}

/**
 * The director's tables as typed: one table a line, its players' names separated by commas or
 * semicolons. A name of the night is that player's id; any other name is kept as it is typed, so
 * the night's check refuses it as a player not of this night.
 */
export function handTables(text: string, players: readonly NightPlayer[]): string[][] {
  const byName = new Map(players.map((p) => [nameKey(p.name), p.playerId]));
  return text
    .split('\n')
    .map((line) =>
      line
        .split(/[,;]/)
        .map((name) => name.trim().replace(/\s+/g, ' '))
        .filter((name) => name !== '')
        .map((name) => byName.get(nameKey(name)) ?? name),
    )
    .filter((table) => table.length > 0);
}

/** A fresh seed for a draw: 8 characters someone can read aloud and type again. */
export function randomSeed(random: () => number = Math.random): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz23456789';
  let seed = '';
  for (let i = 0; i < 8; i++) seed += letters[Math.floor(random() * letters.length)] ?? 'a';
  return seed;
}
