// The director's screen shows each seated player's PIN (issue 33): the night database's
// `_security` holds them by table login (confirm.ts readTablePins) beside the sheet each login
// plays now (the tables map): one read gives the running series' PINs by sheet. Read on demand
// only (the "Show PINs" toggle), never kept on the phone.
import { ok, type Result } from '../../../domain/result';
import { request, type ClubAccess, type ClubProblem } from '../club-sheets';
import { TABLES_FIELD } from '../../protocol/names';
import { isRecord } from '../../request';
import { CONFIRM_PINS_FIELD } from './confirm-doc';
import { nightDatabaseOf } from './night-database';

const texts = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(isRecord(value) ? value : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/** The running series' PINs: table sheet → its players' PINs (playerId → 4 digits). */
export async function pinsBySheet(
  access: ClubAccess,
  nightKey: string,
): Promise<Result<Record<string, Record<string, string>>, ClubProblem>> {
  const database = await nightDatabaseOf(access, nightKey);
  if (!database.ok) return database;
  if (!database.value) return ok({});
  const read = await request(database.value, 'GET', '_security');
  if (!read.ok) return read;
  const body = isRecord(read.value.body) ? read.value.body : {};
  const sheets = texts(body[TABLES_FIELD]);
  const pins = isRecord(body[CONFIRM_PINS_FIELD]) ? body[CONFIRM_PINS_FIELD] : {};
  const bySheet = Object.entries(sheets).map(([login, sheetId]) => [sheetId, texts(pins[login])]);
  return ok(Object.fromEntries(bySheet));
}
