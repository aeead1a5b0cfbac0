// house-rules.md § Bock rounds (with the Ramsch round after Bock and the per-page limit), worked
// by hand at a table of 3 (a round is 3 deals), first dealer seat 0 unless said.
import { describe, expect, test } from 'vitest';
import { roundsOf } from '../../src/domain/rounds';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import {
  clubs,
  deal,
  grandHand,
  RAMSCH_POINTS_RULE,
  ramsch,
  rounds,
  scored,
  script,
  setupOf,
  grandHandRe,
} from '../support/house-helpers';
import { doubledGame } from '../support/data-kontra';

const withRamsch = { passed: 'thrown-in', ramsch: RAMSCH_POINTS_RULE } as const;

function schedule(
  rule: ReturnType<typeof rounds>,
  deals: readonly SheetDeal[],
  players: 3 | 4 = 3,
) {
  const { perDeal, next } = roundsOf(setupOf(players, { ...withRamsch, bock: rule }), deals);
  return {
    bock: perDeal.map((d) => d.bock),
    ramschRound: perDeal.map((d) => (d.ramschRound ? 1 : 0)),
    dealer: perDeal.map((d) => d.dealer),
    started: perDeal.map((d) => d.started),
    heldBack: perDeal.map((d) => d.heldBack),
    next,
  };
}

describe('Bock rounds: one deal per player, from the deal after the event', () => {
  test('a Bock deal can start a round of its own: stacked, the overlap doubles again', () => {
    // 0 grand hand won → A on 1–3; 2 (in A) grand hand won → B on 3–5; deal 3 is in both: ×4
    const s = schedule(rounds(['grand-hand-won']), script('G1 C2 G0 C1 C2 C0 C1'));
    expect(s.bock).toEqual([0, 1, 1, 2, 1, 1, 0]);
  });

  test('the same, queued: B waits for A', () => {
    const s = schedule(
      rounds(['grand-hand-won'], { pending: 'queue' }),
      script('G1 C2 G0 C1 C2 C0 C1 C2'),
    );
    expect(s.bock).toEqual([0, 1, 1, 1, 1, 1, 1, 0]);
  });

  test('a deal never triggers on its own Bock: value-100 is judged before the doubling', () => {
    // clubs with 3, game 4, hand 5 × 12 = 60: in Bock its list value is 120, but the game is worth 60
    const hand60 = deal({ declarer: 2, game: 'clubs', tops: 3, hand: true, declarerPoints: 70 });
    const s = schedule(rounds(['grand-hand-won', 'value-100']), [
      grandHand(1),
      hand60,
      clubs(0),
      clubs(1),
    ]);
    expect(s.bock).toEqual([0, 1, 1, 1]);
    expect(s.started).toEqual([['grand-hand-won'], [], [], []]);
  });

  test('passed deals and Ramsch deals count as deals of the round, and start nothing', () => {
    const durchmarsch = deal({
      game: 'ramsch',
      points: [120, 0, 0],
      noTrick: [1, 2],
      allTricks: 0,
    });
    const [g1, passed, , c0, c1] = script('G1 P R C0 C1');
    const s = schedule(
      rounds(['grand-hand-won']),
      [g1, passed, durchmarsch, c0, c1].flatMap((d) => (d ? [d] : [])),
    );
    expect(s.bock).toEqual([0, 1, 1, 1, 0]);
    expect(s.started.flat()).toEqual(['grand-hand-won']);
  });

  test('several events in one deal start one round each', () => {
    // grand hand with Re, won: grand-hand-won, kontra-lost, re-won, re → 4 rounds on 1–3
    const big = grandHandRe(0);
    const all = rounds(['grand-hand-won', 'kontra-lost', 're-won', 're']);
    expect(schedule(all, [big, clubs(1)]).started[0]).toEqual([
      'grand-hand-won',
      'kontra-lost',
      're-won',
      're',
    ]);
    expect(schedule(all, [big, clubs(1), clubs(2), clubs(0), clubs(1)]).bock).toEqual([
      0, 4, 4, 4, 0,
    ]);
    const queued = schedule({ ...all, pending: 'queue' }, [big]);
    expect(queued.next).toMatchObject({ bock: 1, bockDealsLeft: 12 });
  });

  test('Kontra won and Re won (the two events old sheets did not offer)', () => {
    const kontraStood = doubledGame(0, 'hearts', 55);
    const reLost = doubledGame(0, 'hearts', 55, 're');
    const reWon = doubledGame(0, 'hearts', 65, 're');
    const rule = rounds(['kontra-won', 're-won']);
    expect(schedule(rule, [kontraStood]).started).toEqual([['kontra-won']]);
    // a lost Re is no won Kontra: the Kontra did not stand alone
    expect(schedule(rule, [reLost]).started).toEqual([[]]);
    expect(schedule(rule, [reWon]).started).toEqual([['re-won']]);
  });
});

describe('A Ramsch round after each Bock round', () => {
  test('queued: round = its Bock deals, then its Ramsch deals; the next round waits for both', () => {
    // A after 0 (Bock 1–3, Ramsch 4–6); B after 1 (Bock 7–9, Ramsch 10–12)
    const deals = script('G1 G2 C0 C1 R R R C0 C1 C2 R R R C1');
    const s = schedule(rounds(['grand-hand-won'], { pending: 'queue', ramschRound: true }), deals);
    expect(s.bock).toEqual([0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0]);
    expect(s.ramschRound).toEqual([0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0]);
  });

  test('stacked, two rounds from one deal: Bock ×4 on 1–3, then two Ramsch rounds one after the other', () => {
    const big = grandHandRe(0);
    const deals = [big, ...script('C1 C2 C0 R R R R R R C0')];
    const s = schedule(rounds(['grand-hand-won', 're'], { ramschRound: true }), deals);
    expect(s.bock).toEqual([0, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0]);
    expect(s.ramschRound).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0]);
  });

  test('stacked: an event in a Ramsch round starts a Bock round beside it (a Ramsch in Bock)', () => {
    // A: Bock 1–3, Ramsch 4–6. Deal 5 is a grand hand won instead of the Ramsch: C Bock 6–8
    // (deal 6 is both a Ramsch round deal and Bock), C's Ramsch round 9–11.
    const deals = script('G1 C2 C0 C1 R G0 R C1 C2 R R R C2');
    const s = schedule(rounds(['grand-hand-won'], { ramschRound: true }), deals);
    expect(s.bock).toEqual([0, 1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0]);
    expect(s.ramschRound).toEqual([0, 0, 0, 0, 1, 1, 1, 0, 0, 1, 1, 1, 0]);
  });

  test('queued: an event in a Ramsch round waits for that Ramsch round to end', () => {
    const deals = script('G1 C2 C0 C1 R G0 R C1 C2 C0 R R R');
    const s = schedule(rounds(['grand-hand-won'], { pending: 'queue', ramschRound: true }), deals);
    expect(s.bock).toEqual([0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0]);
    expect(s.ramschRound).toEqual([0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
  });

  test('a grand hand in a Ramsch round counts as one of its deals, the dealer moves on', () => {
    const s = schedule(
      rounds(['sixty-sixty'], { ramschRound: true }),
      script('S1 C2 C0 C1 R G0 R C0'),
    );
    expect(s.ramschRound).toEqual([0, 0, 0, 0, 1, 1, 1, 0]);
    expect(s.dealer).toEqual([0, 1, 2, 0, 1, 2, 0, 1]);
  });

  test('NYCSA: after a grand hand in a Ramsch round the same dealer deals again, the round is not shortened', () => {
    const deals = script('S1 C2 C0 C1 R G0 R R C0');
    const s = schedule(
      rounds(['sixty-sixty'], { ramschRound: true, sameDealerAfterGrandHand: true }),
      deals,
    );
    expect(s.ramschRound).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 0]);
    expect(s.dealer).toEqual([0, 1, 2, 0, 1, 2, 2, 0, 1]);
  });

  test('NYCSA, a grand hand outside a Ramsch round: the dealer moves on as always', () => {
    const s = schedule(
      rounds(['sixty-sixty'], { ramschRound: true, sameDealerAfterGrandHand: true }),
      script('G1 G2'),
    );
    expect(s.dealer).toEqual([0, 1]);
    expect(s.next.dealer).toBe(2);
  });

  test('NYCSA with stacked Bock beside the Ramsch round: the grand hand still uses up a Bock deal', () => {
    // 0 and 2 show 60:60: A Bock 1–3, B Bock 3–5. A's Ramsch round from 4; deal 4 is a grand
    // hand: the Ramsch round keeps its 3 deals (5, 6, 7), B runs on (4, 5). B's Ramsch round 8–10.
    const deals = script('S1 C2 S0 C1 G2 R R R R R R C1');
    const s = schedule(
      rounds(['sixty-sixty'], { ramschRound: true, sameDealerAfterGrandHand: true }),
      deals,
    );
    expect(s.bock).toEqual([0, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0, 0]);
    expect(s.ramschRound).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0]);
    expect(s.dealer).toEqual([0, 1, 2, 0, 1, 1, 2, 0, 1, 2, 0, 1]);
  });

  test('at a table of 4 a round is 4 deals, and a Ramsch round too', () => {
    const four = (points: (number | null)[]) => ramsch(points);
    const deals = [
      grandHand(1),
      clubs(2),
      clubs(3),
      clubs(0),
      clubs(1),
      four([null, 40, 40, 40]),
      four([30, null, 60, 30]),
      four([30, 60, null, 30]),
      four([60, 30, 30, null]),
      clubs(2),
    ];
    const s = schedule(rounds(['grand-hand-won'], { ramschRound: true }), deals, 4);
    expect(s.bock).toEqual([0, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(s.ramschRound).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 0]);
  });
});

describe('Per page: one round per page of P deals', () => {
  const perPage = (page: number) => rounds(['sixty-sixty'], { pending: 'queue', page });

  test('later events in the same page start nothing; the next page starts afresh', () => {
    // P = 3: pages 0–2, 3–5, 6–8, 9–11. 60:60 at 1 → A 2–4; at 2 held back; at 3 (page 2) → B 5–7;
    // at 5 held back; at 6 (page 3) → C 8–10
    const deals = script('C0 S1 S2 S0 C1 S2 S0 C1 C2 C0 C1 C2');
    const s = schedule(perPage(3), deals);
    expect(s.bock).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
    expect(s.started.map((e) => e.length)).toEqual([0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(s.heldBack.map((e) => e.length)).toEqual([0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
  });

  test('an event on the last deal of a page: its round runs into the next page, which may start its own', () => {
    // 60:60 at 2 (last of page 0) → A 3–5; 60:60 at 3 (first of page 1) → B queued 6–8
    const deals = script('C0 C1 S2 S0 C1 C2 C0 C1 C2 C0');
    const s = schedule(perPage(3), deals);
    expect(s.bock).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1, 0]);
  });

  test("two events in one deal: the first (in table order) starts the page's round, the other is held back", () => {
    const kontra60 = doubledGame(0, 'diamonds', 60);
    const rule = rounds(['sixty-sixty', 'kontra-won'], { page: 32 });
    const s = schedule(rule, [kontra60, clubs(1), clubs(2), clubs(0), clubs(1)]);
    expect(s.started[0]).toEqual(['kontra-won']);
    expect(s.heldBack[0]).toEqual(['sixty-sixty']);
    expect(s.bock).toEqual([0, 1, 1, 1, 0]);
  });
});

describe('What the sheet shows about the rounds ahead', () => {
  test('a running Bock round, a queued one, and the Ramsch rounds they bring', () => {
    const rule = rounds(['grand-hand-won'], { pending: 'queue', ramschRound: true });
    const after = schedule(rule, script('G1 G2')).next;
    expect(after).toEqual({
      dealer: 2,
      bock: 1,
      ramschRound: false,
      // A's 2 Bock deals left, then A's Ramsch round comes first
      bockDealsLeft: 2,
      rounds: [
        { kind: 'bock', event: 'grand-hand-won', startedBy: 0, dealsLeft: 2, running: true },
        // A's Ramsch round is owed already: it runs between the two Bock rounds
        { kind: 'ramsch', event: 'grand-hand-won', startedBy: 0, dealsLeft: 3, running: false },
        { kind: 'bock', event: 'grand-hand-won', startedBy: 1, dealsLeft: 3, running: false },
        { kind: 'ramsch', event: 'grand-hand-won', startedBy: 1, dealsLeft: 3, running: false },
      ],
    });
    const inRamsch = schedule(rule, script('G1 G2 C0 C1 R')).next;
    expect(inRamsch).toMatchObject({ bock: 0, ramschRound: true, bockDealsLeft: 0 });
    expect(inRamsch.rounds).toEqual([
      { kind: 'ramsch', event: 'grand-hand-won', startedBy: 0, dealsLeft: 2, running: true },
      { kind: 'bock', event: 'grand-hand-won', startedBy: 1, dealsLeft: 3, running: false },
      { kind: 'ramsch', event: 'grand-hand-won', startedBy: 1, dealsLeft: 3, running: false },
    ]);
  });

  test('stacked: both Bock rounds run at once, the Ramsch rounds they owe follow one by one', () => {
    // G1 → A Bock on 1–3; G2 → B Bock on 2–4. After deal 2: A has 1 deal left, B 2; then A's and
    // B's Ramsch rounds of 3 deals each, one after the other.
    const rule = rounds(['grand-hand-won'], { ramschRound: true });
    const after = schedule(rule, script('G1 G2 C0')).next;
    expect(after.rounds).toEqual([
      { kind: 'bock', event: 'grand-hand-won', startedBy: 0, dealsLeft: 1, running: true },
      { kind: 'bock', event: 'grand-hand-won', startedBy: 1, dealsLeft: 2, running: true },
      { kind: 'ramsch', event: 'grand-hand-won', startedBy: 0, dealsLeft: 3, running: false },
      { kind: 'ramsch', event: 'grand-hand-won', startedBy: 1, dealsLeft: 3, running: false },
    ]);
  });

  test('the sheet tells the next deal its dealer after a grand hand in a Ramsch round (NYCSA)', () => {
    const setup = setupOf(3, {
      ...withRamsch,
      bock: rounds(['sixty-sixty'], { ramschRound: true, sameDealerAfterGrandHand: true }),
    });
    const score = scored(setup, script('S1 C2 C0 C1 R G0'));
    expect(score.rows.map((row) => row.seats.dealer)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(score.nextDeal).toMatchObject({ dealer: 2, forehand: 0 });
    expect(score.next).toMatchObject({
      ramschRound: true,
      rounds: [{ kind: 'ramsch', dealsLeft: 2 }],
    });
  });
});
