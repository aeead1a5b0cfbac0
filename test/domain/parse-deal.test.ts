import { describe, expect, test } from 'vitest';
import type { DealDraft } from '../../src/domain/deal';
import { parseDeal, toDraft } from '../../src/domain/parse-deal';
import { errorCodes } from './helpers';

const clubs: DealDraft = { declarer: 1, game: 'clubs', tops: 2, declarerPoints: 70 };

describe('parseDeal: defaults of the reference format (vectors README)', () => {
  test('bid 18, no Kontra, no Bock, some tricks, not hand', () => {
    expect(parseDeal(clubs)).toEqual({
      ok: true,
      value: {
        kind: 'trump',
        game: 'clubs',
        tops: 2,
        announcement: 'none',
        result: { kind: 'points', declarerPoints: 70, declarerTricks: 'some' },
        declarer: 1,
        bid: 18,
        kontra: 'none',
        bock: 0,
      },
    });
  });

  test('a passed deal needs nothing else', () => {
    expect(parseDeal({ game: 'passed' })).toEqual({ ok: true, value: { kind: 'passed' } });
  });

  test.each([
    [{ hand: true }, 'hand'],
    [{ hand: true, announced: 'schneider' }, 'schneider'],
    [{ hand: true, announced: 'schwarz' }, 'schwarz'],
    [{ hand: true, announced: 'schwarz', ouvert: true }, 'ouvert'],
  ] as const)('%o is announcement %s (5.2.5, 5.2.6)', (fields, announcement) => {
    const parsed = parseDeal({ ...clubs, declarerPoints: 120, declarerTricks: 'all', ...fields });
    expect(parsed.ok && parsed.value.kind === 'trump' && parsed.value.announcement).toBe(
      announcement,
    );
  });

  test.each([
    [{}, 'null', false], // declarerTricks defaults to 'some': the declarer took a trick
    [{ declarerTricks: 'none', hand: true }, 'null-hand', true],
    [{ declarerTricks: 'none', ouvert: true, bid: 46 }, 'null-ouvert', true],
    [{ outcome: { made: true }, hand: true, ouvert: true, bid: 59 }, 'null-ouvert-hand', true],
  ] as const)('null %o is %s, made %s (5.2.7)', (fields, variant, made) => {
    const parsed = parseDeal({ declarer: 0, game: 'null', ...fields });
    expect(
      parsed.ok && parsed.value.kind === 'null' && [parsed.value.variant, parsed.value.made],
    ).toEqual([variant, made]);
  });

  test('a quick outcome takes precedence over card points', () => {
    const parsed = parseDeal({ ...clubs, declarerPoints: 40, outcome: { made: true } });
    expect(parsed.ok && parsed.value.kind === 'trump' && parsed.value.result).toEqual({
      kind: 'outcome',
      made: true,
      schneider: false,
      schwarz: false,
    });
  });

  test('the with/without of the tops is kept when given', () => {
    const parsed = parseDeal({ ...clubs, topsHeld: 'without' });
    expect(parsed.ok && parsed.value.kind === 'trump' && parsed.value.topsHeld).toBe('without');
  });
});

type ErrorRow = readonly [name: string, draft: DealDraft, codes: readonly string[]];

// Each row: what the rules reference forbids, and the codes reported.
const errorRows: readonly ErrorRow[] = [
  ['no game', { declarer: 0 }, ['game-missing']],
  ['unknown game', { declarer: 0, game: 'ramsch' as 'null' }, ['game-unknown']],
  ['no declarer', { game: 'clubs', tops: 1, declarerPoints: 70 }, ['declarer-missing']],
  ['seat 5 (a sixth player)', { ...clubs, declarer: 5 }, ['declarer-not-a-seat']],
  ['seat 1.5', { ...clubs, declarer: 1.5 }, ['declarer-not-a-seat']],
  // 2.4: tops 1–11 in a suit game, 1–4 in grand
  ['no tops', { ...clubs, tops: undefined }, ['tops-missing']],
  ['suit with 12', { ...clubs, tops: 12 }, ['tops-out-of-range']],
  ['suit with 0', { ...clubs, tops: 0 }, ['tops-out-of-range']],
  ['grand with 5', { ...clubs, game: 'grand', tops: 5 }, ['tops-out-of-range']],
  ['tops 2.5', { ...clubs, tops: 2.5 }, ['tops-out-of-range']],
  ['tops neither with nor without', { ...clubs, topsHeld: 'mit' as 'with' }, ['tops-held-unknown']],
  // 5.2.5: announcements only in hand games
  [
    'schneider announced, not hand',
    { ...clubs, announced: 'schneider' },
    ['announcement-needs-hand'],
  ],
  [
    'unknown announcement',
    { ...clubs, hand: true, announced: 'kontra' as 'none' },
    ['announcement-unknown'],
  ],
  // 5.2.6: ouvert is hand with schwarz announced
  [
    'ouvert without hand',
    { ...clubs, ouvert: true, announced: 'schwarz', declarerPoints: 120, declarerTricks: 'all' },
    ['announcement-needs-hand'],
  ],
  [
    'ouvert without schwarz',
    { ...clubs, hand: true, ouvert: true },
    ['ouvert-needs-schwarz-announced'],
  ],
  // card points: 0–120, whole; all tricks = 120; no trick = at most the skat (22)
  ['no result', { ...clubs, declarerPoints: undefined }, ['result-missing']],
  ['121 points', { ...clubs, declarerPoints: 121 }, ['points-out-of-range']],
  ['−1 points', { ...clubs, declarerPoints: -1 }, ['points-out-of-range']],
  ['60.5 points', { ...clubs, declarerPoints: 60.5 }, ['points-not-whole']],
  [
    'all tricks, 110 points',
    { ...clubs, declarerPoints: 110, declarerTricks: 'all' },
    ['all-tricks-need-120-points'],
  ],
  [
    'no trick, 23 points',
    { ...clubs, declarerPoints: 23, declarerTricks: 'none' },
    ['no-tricks-at-most-22-points'],
  ],
  ['unknown tricks', { ...clubs, declarerTricks: 'many' as 'some' }, ['tricks-unknown']],
  // quick outcome made with schneider/schwarz announced must have reached it (5.2.5)
  [
    'made, schneider announced, not schneider',
    { ...clubs, hand: true, announced: 'schneider', outcome: { made: true } },
    ['outcome-contradicts-announcement'],
  ],
  [
    'made, schwarz announced, only schneider',
    { ...clubs, hand: true, announced: 'schwarz', outcome: { made: true, schneider: true } },
    ['outcome-contradicts-announcement'],
  ],
  // null has no tops, no announcements, no card points; the declarer never takes every trick
  [
    'null with tops',
    { declarer: 0, game: 'null', tops: 1, declarerTricks: 'none' },
    ['tops-not-for-null'],
  ],
  [
    'null schneider announced',
    { declarer: 0, game: 'null', hand: true, announced: 'schneider' },
    ['announcement-not-for-null'],
  ],
  ['null with points', { declarer: 0, game: 'null', declarerPoints: 0 }, ['points-not-for-null']],
  [
    'null all tricks',
    { declarer: 0, game: 'null', declarerTricks: 'all' },
    ['null-all-tricks-impossible'],
  ],
  // 3.3: bids are game values
  ['bid 19', { ...clubs, bid: 19 }, ['bid-not-legal']],
  ['bid 265', { ...clubs, bid: 265 }, ['bid-not-legal']],
  ['null bid 24', { declarer: 0, game: 'null', bid: 24 }, ['null-below-bid']],
  // house rules
  ['unknown kontra', { ...clubs, kontra: 'double' as 'kontra' }, ['kontra-unknown']],
  ['negative bock', { ...clubs, bock: -1 }, ['bock-out-of-range']],
  ['half a bock', { ...clubs, bock: 0.5 }, ['bock-out-of-range']],
  // every problem is reported, not only the first
  [
    'several at once',
    { game: 'grand', tops: 5, announced: 'schneider', declarerPoints: 130, bid: 19 },
    [
      'declarer-missing',
      'bid-not-legal',
      'tops-out-of-range',
      'announcement-needs-hand',
      'points-out-of-range',
    ],
  ],
];

describe('parseDeal: invalid drafts are refused with typed errors', () => {
  test.each(errorRows)('%s', (_name, draft, codes) => {
    expect(errorCodes(draft)).toEqual(codes);
  });

  test('every error carries its code and the field to mark, and no sentence', () => {
    const parsed = parseDeal({ ...clubs, tops: 12 });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    // The words are the UI's (test/ui/i18n/errors.test.ts): the core speaks no language.
    expect(parsed.errors[0]).toStrictEqual({ code: 'tops-out-of-range', field: 'tops' });
  });

  test.each([
    [24, ['null-hand', 'null-ouvert', 'null-ouvert-hand']], // Null 23 < 24
    [36, ['null-ouvert', 'null-ouvert-hand']], // Null 23 < 36; Null Hand 35 < 36 too
    [60, []], // above 59 no null game reaches the bid
  ] as const)('null below bid %i names the variants reaching it', (bid, variants) => {
    const parsed = parseDeal({ declarer: 0, game: 'null', declarerTricks: 'none', bid });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const error = parsed.errors.find((e) => e.code === 'null-below-bid');
    // Null (not hand, not ouvert), worth 23: the facts the sentence is made of.
    expect(error).toStrictEqual({
      code: 'null-below-bid',
      field: 'bid',
      variant: 'null',
      value: 23,
      bid,
      variantsReachingBid: variants,
    });
  });

  test('Null Hand bid at 35 is fine, Null Hand bid at 36 is not', () => {
    expect(errorCodes({ declarer: 0, game: 'null', hand: true, bid: 35 })).toEqual([]);
    expect(errorCodes({ declarer: 0, game: 'null', hand: true, bid: 36 })).toEqual([
      'null-below-bid',
    ]);
  });
});

describe('toDraft', () => {
  test('ouvert becomes hand + schwarz announced + ouvert', () => {
    const parsed = parseDeal({
      ...clubs,
      hand: true,
      announced: 'schwarz',
      ouvert: true,
      declarerPoints: 120,
      declarerTricks: 'all',
    });
    if (!parsed.ok) throw new Error('expected a valid deal');
    expect(toDraft(parsed.value)).toMatchObject({ hand: true, announced: 'schwarz', ouvert: true });
  });

  test('a made null game becomes "no trick"', () => {
    const parsed = parseDeal({ declarer: 2, game: 'null', outcome: { made: true } });
    if (!parsed.ok) throw new Error('expected a valid deal');
    expect(toDraft(parsed.value)).toMatchObject({
      game: 'null',
      declarerTricks: 'none',
      declarer: 2,
    });
  });
});
