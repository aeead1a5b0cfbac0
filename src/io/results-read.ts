// A results file (domain/tournament/results-file.ts) read from its text: refused with a code when
// it is not JSON or not ours, when a newer app wrote it, or when its logs are not of their form.
// The logs are read as the night's feed reads the club's documents (sync/club/night/feed.ts): each
// sheet event of the app's form, each director's event of a known kind; what they say is the
// folds' to judge. The figures are only checked to be there: the checker compares them, figure
// by figure, with what the logs make (results-check.ts).
import * as v from 'valibot';
import { IdSchema, TimestampSchema } from '../db/record-schema';
import { fail, ok, type Result } from '../domain/result';
import { NIGHT_CHANGE_KINDS, NIGHT_KEY } from '../domain/tournament/night-log';
import {
  RESULTS_FORMAT,
  RESULTS_VERSION,
  type ResultsFile,
} from '../domain/tournament/results-file';
import { ClockSchema, MAX_EVENTS_PER_SHEET, StoredChangeSchema } from './backup-format';

/** Why a results file was not read. */
export type ResultsReadProblem =
  /** Not a JSON object with this app's `format`: some other file. */
  | { readonly code: 'not-ours' }
  /** Written by a newer version of the app (its `version`). */
  | { readonly code: 'newer-version'; readonly version: number }
  /** Ours, but a part is not of its form: `path` names the first (e.g. "night.sheets.2.events"). */
  | { readonly code: 'malformed'; readonly path: string }
  | { readonly code: 'too-big'; readonly chars: number };

/** A season of 40 nights of 12 tables is about 20 MB; far beyond any club's. */
export const MAX_RESULTS_CHARS = 200_000_000;
const MAX_LIST = 100_000;

const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.maxLength(MAX_LIST));

const SheetEventSchema = v.strictObject({
  id: IdSchema,
  device: IdSchema,
  clock: ClockSchema,
  at: TimestampSchema,
  change: StoredChangeSchema,
  seen: v.optional(v.pipe(v.array(IdSchema), v.maxLength(64))),
});

const NightEventSchema = v.strictObject({
  id: IdSchema,
  at: v.pipe(v.number(), v.finite()),
  author: v.string(),
  change: v.looseObject({ kind: v.picklist(NIGHT_CHANGE_KINDS) }),
});

const Whole = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

const NightRecordSchema = v.strictObject({
  key: v.pipe(v.string(), v.regex(NIGHT_KEY)),
  events: list(NightEventSchema),
  sheets: list(
    v.strictObject({
      sheetId: IdSchema,
      events: v.pipe(v.array(SheetEventSchema), v.maxLength(MAX_EVENTS_PER_SHEET)),
    }),
  ),
  confirmations: v.optional(
    list(
      v.strictObject({
        id: IdSchema,
        sheetId: IdSchema,
        playerId: IdSchema,
        at: TimestampSchema,
        // A CouchDB user name (the table's login, or a club admin's).
        author: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
        // listDigest: the count of deals and a hash of them.
        list: v.pipe(v.string(), v.regex(/^[0-9]{1,5}-[0-9a-f]{8}$/)),
      }),
    ),
  ),
});

/** The figures' frame; every figure in it is compared with the logs' by the checker. */
const NightFiguresSchema = v.looseObject({
  plan: v.unknown(),
  lists: list(v.unknown()),
  ranking: list(v.unknown()),
});

/**
 * The club's season rule as the file carries it (domain/tournament/season-rule.ts): every figure
 * the checker applies is read, none unknown; files written before the best-N and absence figures
 * leave them out.
 */
const SeasonRuleSchema = v.strictObject({
  count: v.picklist(['sum', 'average']),
  minLists: Whole,
  minNights: Whole,
  bestLists: v.optional(Whole),
  absenceCredit: v.optional(v.nullable(v.pipe(v.number(), v.safeInteger()))),
  absencePenalty: v.optional(Whole),
});

const NightEntrySchema = v.strictObject({ night: NightRecordSchema, figures: NightFiguresSchema });

const Head = { format: v.literal(RESULTS_FORMAT), version: v.literal(RESULTS_VERSION) };

const ResultsFileSchema = v.variant('kind', [
  v.strictObject({ ...Head, kind: v.literal('night'), ...NightEntrySchema.entries }),
  v.strictObject({
    ...Head,
    kind: v.literal('season'),
    season: v.strictObject({
      name: v.string(),
      rule: SeasonRuleSchema,
      nights: list(NightEntrySchema),
    }),
    figures: v.strictObject({ ranking: list(v.unknown()) }),
  }),
]);

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The results file a text holds, or why not. */
export function readResultsFile(text: string): Result<ResultsFile, ResultsReadProblem> {
  if (text.length > MAX_RESULTS_CHARS) return fail([{ code: 'too-big', chars: text.length }]);
  const json = parsedJson(text);
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return fail([{ code: 'not-ours' }]);
  const { format, version } = json as { format?: unknown; version?: unknown };
  if (format !== RESULTS_FORMAT) return fail([{ code: 'not-ours' }]);
  if (typeof version === 'number' && Number.isSafeInteger(version) && version > RESULTS_VERSION)
    return fail([{ code: 'newer-version', version }]);
  const parsed = v.safeParse(ResultsFileSchema, json);
  if (parsed.success) return ok(parsed.output as unknown as ResultsFile);
  const issue = parsed.issues[0];
  return fail([{ code: 'malformed', path: (issue && v.getDotPath(issue)) ?? '' }]);
}
