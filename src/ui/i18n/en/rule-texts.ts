import type { RuleTexts } from '../rule-sections';

/**
 * The rules the app scores by, for a player who asks "why?": the ISkO, the lists, and the house
 * rules a sheet can switch on (../shared/rules/skat-scoring.md and house-rules.md). Not a copy of
 * a rulebook: what decides a value, and examples to check it by (each worked out by hand).
 * Loaded with the rules screen only (ui/i18n/rule-texts.ts), not with the app's first words.
 */
export const ruleTexts: RuleTexts = {
  '5.1': {
    label: 'ISkO 5.1',
    title: 'Base values',
    paragraphs: [
      'A suit or grand game is worth its base value times its levels. The base value depends on the game alone: Diamonds 9, Hearts 10, Spades 11, Clubs 12, Grand 24.',
      'Null games have no base value and no levels: each has a fixed value (see Null).',
    ],
    examples: ['Spades with 1: with 1, game 2 × 11 = 22.'],
  },
  '2.4': {
    label: 'ISkO 2.4',
    title: 'Tops',
    paragraphs: [
      'Tops are the trumps in unbroken order from the top: ♣J ♠J ♥J ♦J, then the ace, ten, king, queen, 9, 8 and 7 of the trump suit. In grand only the four jacks are trumps, so grand has at most 4 tops; a suit game up to 11.',
      'Holding the club jack you play “with” as many tops as your unbroken run is long. Without it, you play “without” as many tops as are missing above your highest trump. “With 2” and “without 2” are worth the same.',
      'The skat counts: tops are counted over your 10 cards and the skat, even in a hand game whose skat you never saw. A club jack found in the skat after a hand game can change the value — and make an overbid.',
    ],
    examples: [
      'You hold ♣J ♠J ♦J: with 2 — the missing ♥J breaks the run.',
      'Your highest trump is ♥J: without 2 (♣J and ♠J are missing).',
      'Grand with all four jacks: with 4, the most a grand can have.',
    ],
  },
  '5.2': {
    label: 'ISkO 5.2',
    title: 'Levels',
    paragraphs: [
      'The levels add up, and their sum multiplies the base value: the tops (1 to 11, grand 1 to 4), game 1 (always), hand 1, schneider 1, schneider announced 1, schwarz 1, schwarz announced 1, ouvert 1.',
      'Each level counts once. The explanation of every deal lists them in this order with a running total: “with 2, game 3, hand 4”.',
    ],
    examples: [
      'Clubs with 2 hand: with 2, game 3, hand 4 × 12 = 48.',
      'Diamonds with 1: with 1, game 2 × 9 = 18, the lowest value of all — hence the lowest bid.',
      'Grand with 1: with 1, game 2 × 24 = 48.',
    ],
  },
  '5.2.3': {
    label: 'ISkO 5.2.3',
    title: 'Schneider',
    paragraphs: [
      'Schneider is one more level when either party has 30 card points or fewer. A declarer with 90 or more made the opponents schneider; a declarer with 30 or fewer was schneider himself — and lost — but the level counts either way.',
      'Exactly 90 is schneider, and so is exactly 30.',
    ],
    examples: [
      'Hearts with 1, the declarer takes 92 points: with 1, game 2, schneider 3 × 10 = 30.',
      'Spades with 2, the declarer takes only 28 points: with 2, game 3, schneider 4 × 11 = 44, lost: −2 × 44 = −88.',
    ],
  },
  '5.2.4': {
    label: 'ISkO 5.2.4',
    title: 'Schwarz',
    paragraphs: [
      'Schwarz is one more level when either party took no trick. It is decided by tricks, not by points: a trick of 0 points still saves the opponents from schwarz. Schwarz is always schneider too.',
    ],
    examples: [
      'Grand with 1, the declarer takes every trick: with 1, game 2, schneider 3, schwarz 4 × 24 = 96.',
    ],
  },
  '5.2.5': {
    label: 'ISkO 5.2.5',
    title: 'Schneider and schwarz announced',
    paragraphs: [
      'In a hand game the declarer may announce schneider, or schwarz (which includes schneider announced). Each announcement is one more level.',
      'Announced levels always count, won or lost: a missed announcement loses the game at its full value. No level is counted twice: a declarer who announced schneider and ends up schneider himself gets the schneider level once.',
    ],
    examples: [
      'Grand hand with 3, schneider announced and made: with 3, game 4, hand 5, schneider 6, schneider announced 7 × 24 = 168.',
      'Clubs with 1 hand, schneider announced, the declarer takes 85 points: with 1, game 2, hand 3, schneider 4, schneider announced 5 × 12 = 60, lost: −120.',
    ],
  },
  '5.2.6': {
    label: 'ISkO 5.2.6',
    title: 'Ouvert',
    paragraphs: [
      'A suit or grand game played open is always a hand game with schwarz announced: the declarer must take every trick. It counts hand, schneider, schneider announced, schwarz, schwarz announced and ouvert.',
      'Some home tables play ouvert without schwarz announced; that is not the ISkO, and the app does not score it.',
    ],
    examples: [
      'Clubs ouvert with 2: with 2, game 3, hand 4, schneider 5, schneider announced 6, schwarz 7, schwarz announced 8, ouvert 9 × 12 = 108.',
      'Grand ouvert with 4: 11 × 24 = 264, the highest value a game can have.',
    ],
  },
  '5.2.2': {
    label: 'ISkO 5.2.2',
    title: 'Won or lost',
    paragraphs: [
      'A suit or grand game is won with at least 61 card points; the skat’s points count for the declarer, in hand games too. With schneider announced the declarer needs 90, with schwarz announced (or ouvert) every trick.',
      'Even a game won on points is lost when its value is below the bid (see Overbid).',
    ],
    examples: ['61:59 is won. 60:60 is lost for the declarer.'],
  },
  '5.4': {
    label: 'ISkO 5.4',
    title: 'Overbid',
    paragraphs: [
      'The value as finally counted, skat included, must reach the bid. If it does not, the game is lost even with 61 points or more, and it is scored at the smallest multiple of the game’s base value that reaches the bid.',
      'Null cannot be overbid: a null game worth less than the bid may not be played at all. The app refuses such an entry and names the null games that reach the bid.',
    ],
    examples: [
      'Hearts hand, bid 33; a club jack in the skat makes it with 1: with 1, game 2, hand 3 × 10 = 30, below 33. Lost at 40, the smallest multiple of 10 reaching 33: −80.',
      'The same game with schneider: with 1, game 2, hand 3, schneider 4 × 10 = 40, which reaches 33: won, +40.',
      'Clubs with 2 hand (48), bid 50: lost at 60, the smallest multiple of 12 reaching 50: −120.',
    ],
  },
  '3.3': {
    label: 'ISkO 3.3',
    title: 'Bids',
    paragraphs: [
      'The bids are exactly the values a game can have, from 18 up: 18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50 … up to 264. 19, 21 or 25 are not bids: no game is worth them.',
      'Middlehand bids to Forehand first, then Rearhand to whoever is left. A declarer can safely bid up to the value of the game he means to play.',
    ],
    examples: [
      'Grand with 2 hand: with 2, game 3, hand 4 × 24 = 96, so its declarer may bid up to 96.',
      'Null ouvert hand is worth 59: the highest bid a null game reaches.',
    ],
  },
  '5.2.7': {
    label: 'ISkO 5.2.7',
    title: 'Null',
    paragraphs: [
      'Null is won when the declarer takes no trick; play ends at the declarer’s first trick. Null has no trumps, no tops and no levels, only fixed values: Null 23, Null hand 35, Null ouvert 46, Null ouvert hand 59.',
      'A lost null counts twice its value on the list, like every lost game.',
    ],
    examples: ['Null hand won: +35.', 'Null ouvert hand lost: −2 × 59 = −118.'],
  },
  'plain-list': {
    label: 'ISkO',
    title: 'The plain list',
    paragraphs: [
      'A won game gives the declarer its value; a lost game costs twice its value, hand games included. The other players’ entries do not change.',
    ],
    examples: ['Clubs with 2 hand: won +48, lost −96.'],
  },
  'seeger-fabian': {
    label: 'Skatwettspielordnung 5.1',
    title: 'Seeger-Fabian',
    paragraphs: [
      'The tournament list adds to the plain list: +50 for the declarer of a won game, −50 for the declarer of a lost one, and then +40 to every other player at a table of 3, +30 at a table of 4 (the dealer who sat out included).',
      'These ±50, 40 and 30 are never multiplied by Kontra, Re or Bock. The standings go by these points, then by more games won, then by fewer games lost.',
    ],
    examples: [
      'Hearts with 1 won (20): +20 + 50 = +70.',
      'Grand with 1 (48) lost at a table of 4: −96 − 50 = −146, and +30 to each of the three others.',
    ],
  },
  'kontra-re': {
    label: 'House rule',
    title: 'Kontra and Re',
    paragraphs: [
      'An opponent may double (Kontra, × 2), and the declarer may redouble (Re, × 4). They multiply the list value, won or lost; the Seeger-Fabian ±50, 40 and 30 are not multiplied.',
    ],
    examples: [
      'Grand with 1 (48) with Kontra, lost: −2 × 48 × 2 = −192.',
      'The same game with Re, won: 48 × 4 = +192.',
    ],
  },
  ramsch: {
    label: 'House rule',
    title: 'Ramsch',
    paragraphs: [
      'When every player passed (if the sheet says so), and in every deal of a Ramsch round, Ramsch is played: no declarer, the jacks are the only trumps as in grand, and each plays alone to take as few card points as possible. The skat goes to whoever takes the last trick. At a table of 4 the dealer sits out as usual.',
    ],
    examples: [],
  },
  'ramsch.entry': {
    label: 'House rule',
    title: 'Ramsch: what is entered',
    paragraphs: [
      'The scorekeeper enters each active player’s card points (the three add up to 120), who took no trick, who took every trick, and the number of Schieberamsch doublings.',
      'What cannot be is refused: a player who took no trick has 0 points; a player who took every trick has 120 and the other two took none; two players without a trick mean the third took every trick.',
    ],
    examples: [],
  },
  'ramsch.losers': {
    label: 'House rule',
    title: 'Ramsch: who loses',
    paragraphs: [
      'The player with the most card points loses. When two or three tie for the most, all of them lose.',
    ],
    examples: ['100 / 15 / 5: the 100 loses.', '40 / 40 / 40: all three lose.'],
  },
  'ramsch.winner': {
    label: 'House rule',
    title: 'Ramsch: who wins',
    paragraphs: [
      'The one player with the fewest points wins, when exactly one has the fewest and he is not a loser. Otherwise nobody wins.',
    ],
    examples: [
      '50 / 50 / 20: the 20 wins, both 50s lose.',
      '40 / 40 / 40: nobody wins.',
      '70 / 25 / 25: two share the fewest, so nobody wins.',
    ],
  },
  'ramsch.value': {
    label: 'House rule',
    title: 'Ramsch: the value',
    paragraphs: [
      'Scored by points (the common pub rule), the value is the loser’s own card points; scored flat (NYCSA: 25), it is a fixed number whatever the points. Each loser gets minus the value.',
      'Then × 2 for each player who took no trick (Jungfrau), × 2 for each Schieberamsch doubling, × 2 for each Bock doubling in force.',
      'Durchmarsch — one player took every trick: nobody loses, and that player scores +120, × 2 per Schieberamsch doubling and per Bock doubling (a Jungfrau does not double it).',
    ],
    examples: [
      '100 / 15 / 5 by points: −100 for the 100.',
      '0 / 60 / 60, the 0 took no trick: 60 × 2 = 120, so −120 for each of the 60s.',
      '60 / 60 / 0, the 0 took no trick, two Schieberamsch doublings: 60 × 2 × 2 × 2 = 480, so −480 for each of the 60s.',
      'Flat 25, 70 / 30 / 20: −25 for the 70; with a Jungfrau −50.',
    ],
  },
  'ramsch.on-the-list': {
    label: 'House rule',
    title: 'Ramsch on the list',
    paragraphs: [
      'A Ramsch changes only the losers’ entries (or the Durchmarsch player’s): minus the value once, not doubled like a lost game.',
      'When the sheet counts a Ramsch as a game (NYCSA), each loser counts one game lost and the winner (or the Durchmarsch player) one game won — in Seeger-Fabian −50 per loser and +50 for the winner. There is never a 40 or 30 for a Ramsch. Otherwise a Ramsch touches neither the games won and lost nor the ±50.',
    ],
    examples: ['NYCSA, flat 25, 70 / 30 / 20: the 70 gets −25 − 50 = −75, the 20 gets +50.'],
  },
  'ramsch.schieberamsch': {
    label: 'House rule',
    title: 'Schieberamsch',
    paragraphs: [
      'Before play, each player in turn takes the skat and passes two cards on (never a jack), or passes it on without looking. Each doubling doubles the Ramsch.',
      'Tables count the doublings their own way (NYCSA: each player who passes without looking; others: every pass), so the scorekeeper enters the number, 0 to 3. Where the sheet says Schieberamsch is not played (NYCSA: not after a passed deal), doublings are refused.',
    ],
    examples: ['By points, 60 / 50 / 10 with one doubling: −120 for the 60.'],
  },
  'bock-rounds': {
    label: 'House rule',
    title: 'Bock rounds',
    paragraphs: [
      'After an agreed event a Bock round follows: one deal per player at the table, starting with the next deal. Passed deals and Ramsch deals count as deals of the round.',
      'In a Bock deal every list value (a game, an overbid game, a Ramsch) is doubled, on top of Kontra and Re; the Seeger-Fabian ±50, 40 and 30 are never doubled.',
      'The events a sheet can choose: a grand hand won, Kontra won (the declarer lost with Kontra and no Re), Kontra lost, Re won, any Re, 60:60, a game worth 100 or more, schneider. A deal never starts a round through its own Bock. Several events in one deal start one round each; overlapping rounds either stack (each doubles again) or queue (one after the other), as the sheet says.',
    ],
    examples: [
      'Clubs with 2 hand (48) in a Bock deal: won +96, lost −2 × 48 × 2 = −192.',
      'Two stacked Bock rounds: × 4.',
    ],
  },
  'bock-rounds.ramsch-round': {
    label: 'House rule',
    title: 'Ramsch round after Bock',
    paragraphs: [
      'If the sheet says so, each Bock round is followed by a Ramsch round of the same length: every deal is a Ramsch, except that a player may play a grand hand instead, scored as usual. Any other game in a Ramsch round is refused.',
      'NYCSA: after such a grand hand the same dealer deals again, and the Ramsch round is not shortened.',
    ],
    examples: [],
  },
  'bock-rounds.per-page': {
    label: 'House rule',
    title: 'One round per page',
    paragraphs: [
      'With a page length P (NYCSA: 32 deals), deals 1 to P, P+1 to 2P and so on are pages. Once an event has started a round in a page, later events in the same page start nothing.',
    ],
    examples: [
      'Page of 32: a grand hand won in deal 5 starts a round; Kontra won in deal 20 starts none; an event in deal 33 starts one again.',
    ],
  },
};
