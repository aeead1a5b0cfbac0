// A sheet's house rules in one line, in the table's language: "Seeger-Fabian · Kontra/Re ·
// Ramsch (points, Schieberamsch) · Bock after grand hand, 60:60 (stacking) · Ramsch round ·
// 1 round per 32 deals · ½ cent per point". The sheet shows it; the start form shows a preset's.
import type { RamschRule, RuleSet } from '../../domain/rules';
import { playsRamsch } from '../../domain/rules';
import type { Dictionary } from './dictionary';

/** How a Ramsch is scored, in the summary's short words: "flat 25, counts as a game". */
export function ramschDetails(t: Dictionary, rule: RamschRule): string[] {
  const s = t.house.summary;
  const scoring = rule.scoring.kind === 'flat' ? s.flat(rule.scoring.value) : s.points;
  return [
    scoring,
    rule.countsAsGame ? s.countsAsGame : '',
    s.schieberamsch[rule.schieberamsch],
  ].filter((part) => part !== '');
}

function ramschPart(t: Dictionary, rules: RuleSet): string {
  const s = t.house.summary;
  if (rules.ramsch === null || !playsRamsch(rules)) return s.noRamsch;
  const details = ramschDetails(t, rules.ramsch);
  return rules.passed === 'ramsch' ? s.ramsch(details) : s.ramschInRounds(details);
}

function roundsParts(t: Dictionary, rules: RuleSet): string[] {
  const s = t.house.summary;
  const bock = rules.bock;
  if (bock.kind === 'off') return [s.noBock];
  const events = bock.events.map((event) => t.house.eventsShort[event]);
  return [
    s.bock(events, bock.pending),
    ...(bock.ramschRound ? [s.ramschRound] : []),
    ...(bock.page === null ? [] : [s.page(bock.page)]),
  ];
}

/** The parts of the summary in order, for a screen that lays them out itself. */
export function ruleSummaryParts(t: Dictionary, rules: RuleSet): readonly string[] {
  const s = t.house.summary;
  return [
    typeof rules.list === 'string' ? s.list[rules.list] : t.bierlachs.summary(rules.list.limit),
    s.kontra[rules.kontra],
    ramschPart(t, rules),
    ...roundsParts(t, rules),
    ...(rules.stake === null ? [] : [t.house.stake(rules.stake.centsPerPoint)]),
  ];
}

/** The one-line summary of a rule set. */
export function ruleSummary(t: Dictionary, rules: RuleSet): string {
  return ruleSummaryParts(t, rules).join(' · ');
}
