// English renderings of a score's explanation, built only from what the score carries, so what a
// player reads is exactly what was counted.
import type { PlayedDeal, TrumpAnnouncement, TrumpGame } from './deal';
import type { CountedLevel, DealScore } from './score-types';
import type { BockEvent } from './sheet-types';
import { nullVariantName } from './messages';
import { assertNever } from './result';

/** "+48", "−80" (a true minus sign), "0". */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '0';
}

const LEVEL_LABELS: Readonly<Record<Exclude<CountedLevel['name'], 'tops'>, string>> = {
  game: 'game',
  hand: 'hand',
  schneider: 'schneider',
  'schneider-announced': 'schneider announced',
  schwarz: 'schwarz',
  'schwarz-announced': 'schwarz announced',
  ouvert: 'ouvert',
};

function levelLabel(level: CountedLevel, deal: PlayedDeal): string {
  if (level.name !== 'tops') return `${LEVEL_LABELS[level.name]} ${level.runningTotal}`;
  const held = deal.kind === 'trump' ? deal.topsHeld : undefined;
  return `${held ?? 'tops'} ${level.count}`;
}

/** "with 2, game 3, hand 4 × 12 = 48"; a null game: "Null Hand = 35". */
export function describeGameValue(score: DealScore): string {
  const v = score.gameValue;
  if (v.kind === 'null') return `${nullVariantName(v.variant)} = ${v.value}`;
  const levels = v.levels.map((level) => levelLabel(level, score.deal)).join(', ');
  return `${levels} × ${v.base} = ${v.value}`;
}

/** One line per level with its ISkO rule and why it counts: "schneider (5.2.3): declarer took 92 points". */
export function describeLevels(score: DealScore): string[] {
  const v = score.gameValue;
  if (v.kind === 'null')
    return [`${nullVariantName(v.variant)} (${v.rule}): fixed value ${v.value}`];
  return v.levels.map((level) => {
    const label = level.name === 'tops' ? 'tops' : LEVEL_LABELS[level.name];
    return `${label} ${level.count > 1 ? `${level.count} ` : ''}(${level.rule}): ${level.reason}`;
  });
}

/** "bid 33 > value 30 → lost at 40 (smallest multiple of 10 reaching 33)", or null. */
export function describeOverbid(score: DealScore): string | null {
  const o = score.overbid;
  if (o === null) return null;
  return (
    `bid ${o.bid} > value ${o.countedValue} → lost at ${o.scoredValue} ` +
    `(smallest multiple of ${o.base} reaching ${o.bid})`
  );
}

function factorText(score: DealScore): string {
  const parts: string[] = [];
  if (score.kontraFactor === 2) parts.push(' × 2 (Kontra)');
  if (score.kontraFactor === 4) parts.push(' × 4 (Re)');
  if (score.bockFactor > 1) parts.push(` × ${score.bockFactor} (Bock)`);
  return parts.join('');
}

/** "won: +48", "lost: −2 × 40 = −80", "lost: −2 × 72 × 4 (Re) = −576". */
export function describeListEntry(score: DealScore): string {
  const factors = factorText(score);
  if (score.won) {
    return factors === ''
      ? `won: ${signed(score.list)}`
      : `won: ${score.value}${factors} = ${signed(score.list)}`;
  }
  return `lost: −2 × ${score.value}${factors} = ${signed(score.list)}`;
}

/** "−80 − 50 = −130; +40 to each other player". */
export function describeSeegerFabian(score: DealScore): string {
  const sf = score.seegerFabian;
  const bonus = score.won ? '+ 50' : '− 50';
  const own = `${signed(score.list)} ${bonus} = ${signed(sf.declarer)}`;
  return sf.opponents === 0 ? own : `${own}; ${signed(sf.opponents)} to each other player`;
}

/** Why the contract was made or missed, before the bid is looked at. */
export function describeContract(score: DealScore): string {
  const deal = score.deal;
  const points = deal.kind === 'trump' && deal.result.kind === 'points';
  const taken = points ? ` (declarer took ${deal.result.declarerPoints} points)` : '';
  switch (score.contract) {
    case 'made':
      return `made${taken}`;
    case 'fewer-than-61':
      return `lost: fewer than 61 points${taken}`;
    case 'schneider-announced-missed':
      return `lost: schneider announced but not reached${taken}`;
    case 'schwarz-announced-missed':
      return 'lost: schwarz announced but the opponents took a trick';
    case 'null-took-a-trick':
      return 'lost: the declarer took a trick';
    case 'outcome-entered-lost':
      return 'lost';
    default:
      return assertNever(score.contract);
  }
}

const GAME_NAMES: Readonly<Record<TrumpGame, string>> = {
  diamonds: 'Diamonds',
  hearts: 'Hearts',
  spades: 'Spades',
  clubs: 'Clubs',
  grand: 'Grand',
};

const ANNOUNCEMENT_NAMES: Readonly<Record<TrumpAnnouncement, string>> = {
  none: '',
  hand: ' hand',
  schneider: ' hand, schneider announced',
  schwarz: ' hand, schwarz announced',
  ouvert: ' ouvert',
};

/** The contract as players say it: "Clubs hand, schneider announced", "Null Ouvert". */
export function contractName(deal: PlayedDeal): string {
  if (deal.kind === 'null') return nullVariantName(deal.variant);
  return `${GAME_NAMES[deal.game]}${ANNOUNCEMENT_NAMES[deal.announcement]}`;
}

const BOCK_EVENT_NAMES: Readonly<Record<BockEvent, string>> = {
  'grand-hand-won': 'grand hand won',
  'kontra-lost': 'Kontra lost',
  re: 'Re',
  'sixty-sixty': '60:60',
  'value-100': 'game worth 100 or more',
  schneider: 'schneider',
};

/** "grand hand won", "60:60": an event as players name it. */
export function bockEventName(event: BockEvent): string {
  return BOCK_EVENT_NAMES[event];
}

/** "Bock ×2", "Bock ×4"; null without Bock. */
export function describeBock(bock: number): string | null {
  return bock > 0 ? `Bock ×${2 ** bock}` : null;
}

/**
 * Why Bock rounds follow a deal: "Bock round started: grand hand won", or with several events
 * "2 Bock rounds started: Kontra lost, Re"; null when none started.
 */
export function describeBockStarted(events: readonly BockEvent[]): string | null {
  if (events.length === 0) return null;
  const names = events.map(bockEventName).join(', ');
  return events.length === 1
    ? `Bock round started: ${names}`
    : `${events.length} Bock rounds started: ${names}`;
}
