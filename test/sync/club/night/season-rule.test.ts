// The season's rule as the club's data (issue 33), on Apache CouchDB 3.5: the director writes it
// into the club's database, every member's phone reads the same newest choice, and the server
// refuses a plain member (even with curl), a table's login, a choice in another's name and a
// rule not of the form.
import { expect, test } from 'vitest';
import { readSeasonRule, writeSeasonRule } from '../../../../src/sync/club/night/season-rule';
import { docOfSeasonRule } from '../../../../src/sync/protocol/season-doc';
import { call } from '../../../club/club-server';
import { ANNA, CLARA, nightServerForFile, text } from './night-club';

const CLUB = 'skatclub';
// The shared night club (night-club.ts): ANNA is its plain member, CLARA a director.
const { server, club } = nightServerForFile(CLUB, [6481, 6482, 6483, 6484], { tableLogins: 1 });

const BEST_THREE = {
  count: 'sum',
  minLists: 0,
  minNights: 0,
  bestLists: 3,
  absenceCredit: null,
  absencePenalty: 0,
} as const;
const AVERAGE = { count: 'average', minLists: 4, minNights: 2 } as const;

test('the director chooses; a member reads the newest choice', async () => {
  expect(await readSeasonRule(club.anna, '2026')).toEqual({ ok: true, value: null });
  const first = await writeSeasonRule(club.clara, '2026', BEST_THREE, 1_800_000_000_000);
  expect(first.ok).toBe(true);
  const second = await writeSeasonRule(club.clara, '2026', AVERAGE, 1_800_000_100_000);
  expect(second.ok).toBe(true);
  // Another season's rule is its own.
  expect((await writeSeasonRule(club.clara, '2025', BEST_THREE, 1_800_000_200_000)).ok).toBe(true);
  const read = await readSeasonRule(club.anna, '2026');
  expect(read).toEqual({
    ok: true,
    value: {
      rule: { ...AVERAGE, bestLists: 0, absenceCredit: null, absencePenalty: 0 },
      at: 1_800_000_100_000,
      author: 'clara',
    },
  });
});

test('a plain member cannot choose the rule, with the app or with curl', async () => {
  const refused = await writeSeasonRule(club.anna, '2026', BEST_THREE, 1_800_000_300_000);
  expect(refused).toEqual({ ok: false, errors: ['night-director-only'] });
  const doc = docOfSeasonRule('2026', BEST_THREE, 1_800_000_400_000, 'anna');
  const curl = await call(server(), 'PUT', `/${CLUB}/${encodeURIComponent(doc._id)}`, {
    body: doc,
    login: text(ANNA),
  });
  expect(curl.status).toBe(403);
  expect(curl.body).toMatchObject({ reason: 'night-director-only' });
  // Nor in the director's name, nor as a branch of a new revision (new_edits: false).
  const named = docOfSeasonRule('2026', BEST_THREE, 1_800_000_500_000, 'clara');
  const branch = await call(server(), 'POST', `/${CLUB}/_bulk_docs`, {
    body: { new_edits: false, docs: [{ ...named, _rev: '1-abc' }] },
    login: text(ANNA),
  });
  expect(JSON.stringify(branch.body)).toContain('night-director-only');
  const read = await readSeasonRule(club.anna, '2026');
  expect(read.ok && read.value?.at).toBe(1_800_000_100_000);
});

test('the server refuses a rule not of the form, and a choice in another name', async () => {
  const put = (doc: object) =>
    call(server(), 'PUT', `/${CLUB}/${encodeURIComponent((doc as { _id: string })._id)}`, {
      body: doc,
      login: text(CLARA),
    });
  const good = docOfSeasonRule('2026', BEST_THREE, 1_800_000_600_000, 'clara');
  const bad = [
    { ...good, rule: { ...good.rule, count: 'median' } },
    { ...good, rule: { ...good.rule, bestLists: -1 } },
    { ...good, rule: { ...good.rule, minLists: 2.5 } },
    { ...good, rule: { ...good.rule, extra: 1 } },
    { ...good, note: 'x' },
    { ...good, at: 1_800_000_600_001 },
  ];
  for (const doc of bad) {
    const answer = await put(doc);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ reason: 'doc-malformed' });
  }
  const other = docOfSeasonRule('2026', BEST_THREE, 1_800_000_700_000, 'anna');
  expect((await put(other)).body).toMatchObject({ reason: 'author-not-user' });
  expect((await put(good)).status).toBe(201);
});
