import * as v from 'valibot';
import { GAMES, KONTRA_LEVELS, TOPS_HELD, TRICK_COUNTS } from '../../domain/deal';
import { MAX_SCHIEBERAMSCH_DOUBLINGS, RAMSCH_POINTS } from '../../domain/ramsch-deal';
import type { RamschEntry } from './ramsch/ramsch-entry';
import { ENTRY_STEPS, RESULT_MODES, stepDone, stepsFor, type EntryState } from './entry-state';

/**
 * The entry in progress as stored with `saveDraft`: versioned, and checked on the way back in,
 * because what IndexedDB returns may come from an older app or be damaged. Anything that does not
 * fit is ignored and the entry starts fresh rather than crashing.
 */

const STORED_VERSION = 1;

const whole = v.pipe(v.number(), v.integer());

const DraftSchema = v.object({
  game: v.optional(v.picklist([...GAMES, 'passed'])),
  declarer: v.optional(whole),
  tops: v.optional(whole),
  topsHeld: v.optional(v.picklist(TOPS_HELD)),
  hand: v.optional(v.boolean()),
  announced: v.optional(v.picklist(['none', 'schneider', 'schwarz'])),
  ouvert: v.optional(v.boolean()),
  declarerPoints: v.optional(whole),
  declarerTricks: v.optional(v.picklist(TRICK_COUNTS)),
  outcome: v.optional(
    v.object({
      made: v.boolean(),
      schneider: v.optional(v.boolean()),
      schwarz: v.optional(v.boolean()),
    }),
  ),
  bid: v.optional(whole),
  kontra: v.optional(v.picklist(KONTRA_LEVELS)),
  // No `bock`: Bock is derived from the sheet, never entered. An older or damaged draft's Bock
  // is dropped here (v.object keeps only the keys it names).
});

/** A half-entered Ramsch; optional, so drafts stored before Ramsch read as they were. */
const RamschSchema = v.object({
  on: v.boolean(),
  typed: v.pipe(
    v.array(
      v.object({ seat: whole, points: v.pipe(whole, v.minValue(0), v.maxValue(RAMSCH_POINTS)) }),
    ),
    v.readonly(),
  ),
  target: v.nullable(whole),
  noTrick: v.pipe(v.array(whole), v.readonly()),
  allTricks: v.nullable(whole),
  doublings: v.pipe(whole, v.minValue(0), v.maxValue(MAX_SCHIEBERAMSCH_DOUBLINGS)),
  // A Ramsch told by its outcome; optional, so Ramsch drafts stored before read as they were.
  tally: v.optional(v.picklist(['points', 'outcome'])),
  losers: v.optional(v.pipe(v.array(whole), v.readonly())),
  winner: v.optional(v.union([whole, v.literal('none')])),
});

const StoredEntrySchema = v.object({
  version: v.literal(STORED_VERSION),
  step: v.picklist(ENTRY_STEPS),
  mode: v.picklist(RESULT_MODES),
  passed: v.boolean(),
  draft: DraftSchema,
  bidsOpen: v.boolean(),
  ramsch: v.optional(RamschSchema),
  // An edit's draft: the version (updatedAt) of the deal the edit was opened from. Kept with the
  // draft so that after a reload a change saved meanwhile in another tab is still noticed.
  openedFrom: v.optional(whole),
});

export type StoredEntry = v.InferOutput<typeof StoredEntrySchema>;

/** `openedFrom`: when editing, the version of the deal this entry started from. */
export function encodeEntry(state: EntryState, openedFrom?: number): StoredEntry {
  const stored = { version: STORED_VERSION, ...state } as const;
  return openedFrom === undefined ? stored : { ...stored, openedFrom };
}

/** The version of the edited deal a stored entry started from, if it is a stored entry and has one. */
export function storedOpenedFrom(stored: unknown): number | undefined {
  const parsed = v.safeParse(StoredEntrySchema, stored);
  return parsed.success ? parsed.output.openedFrom : undefined;
}

/** A Ramsch's marks of a seat that does not play this deal are dropped (the sheet changed). */
function activeRamsch(ramsch: RamschEntry, activeSeats: readonly number[]): RamschEntry {
  const active = (seat: number | null) => seat !== null && activeSeats.includes(seat);
  const kept: RamschEntry = {
    ...ramsch,
    typed: ramsch.typed.filter((t) => active(t.seat)),
    target: active(ramsch.target) ? ramsch.target : null,
    noTrick: ramsch.noTrick.filter(active),
    allTricks: active(ramsch.allTricks) ? ramsch.allTricks : null,
    ...(ramsch.losers === undefined ? {} : { losers: ramsch.losers.filter(active) }),
  };
  const winner = ramsch.winner;
  if (winner === undefined || winner === 'none' || active(winner)) return kept;
  return { ...kept, winner: undefined };
}

/**
 * The stored entry, if it is one. A declarer who does not play this deal (the sheet changed in
 * another tab) is dropped, and a step whose earlier choices are missing falls back to the first
 * open one.
 */
export function decodeEntry(stored: unknown, activeSeats: readonly number[]): EntryState | null {
  const parsed = v.safeParse(StoredEntrySchema, stored);
  if (!parsed.success) return null;
  const { step, mode, passed, bidsOpen } = parsed.output;
  let draft = parsed.output.draft;
  if (draft.declarer !== undefined && !activeSeats.includes(draft.declarer)) {
    draft = { ...draft, declarer: undefined };
  }
  const ramsch = parsed.output.ramsch;
  const state: EntryState = {
    step,
    mode,
    passed,
    draft,
    bidsOpen,
    ...(ramsch ? { ramsch: activeRamsch(ramsch, activeSeats) } : {}),
  };
  const steps = stepsFor(state);
  const firstOpen = steps.find((s) => !stepDone(state, s)) ?? 'result';
  const stepOk = steps.includes(step) && steps.indexOf(step) <= steps.indexOf(firstOpen);
  return stepOk ? state : { ...state, step: firstOpen, bidsOpen: false };
}
