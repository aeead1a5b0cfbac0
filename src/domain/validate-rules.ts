// Whether a rule set is sound: known values, numbers in range, and a Ramsch rule wherever Ramsch
// can happen. Values may come from storage or a file, so membership is checked at run time too.
import type { RuleSetError } from './house-errors';
import type { ListRule, RamschRule, RoundsRule, RuleSet, Stake } from './rules';
import {
  isBierlachsLimit,
  KONTRA_RULES,
  LIST_KINDS,
  PASSED_DEAL_RULES,
  playsRamsch,
  ROUND_EVENTS,
  ROUND_PENDING,
  SCHIEBERAMSCH_RULES,
} from './rules';

const isPositiveWhole = (n: unknown): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n > 0;

/** What a flat Ramsch value may be (NYCSA: 25): a whole number above 0. */
export const isFlatRamschValue = isPositiveWhole;

/** A rule that is on or off must say so: a file's "yes" or 1 is neither. */
function flagErrors(flags: Readonly<Record<string, unknown>>): RuleSetError[] {
  return Object.entries(flags)
    .filter(([, flag]) => typeof flag !== 'boolean')
    .map(([name]) => ({ code: 'rule-not-yes-or-no', value: name }));
}

function ramschErrors(rule: RamschRule): RuleSetError[] {
  const errors: RuleSetError[] = [];
  const scoring = rule.scoring;
  if (scoring.kind === 'flat') {
    if (!isFlatRamschValue(scoring.value)) {
      errors.push({ code: 'ramsch-flat-value-invalid', value: scoring.value });
    }
  } else if (scoring.kind !== 'points') errors.push({ code: 'ramsch-scoring-unknown' });
  if (!SCHIEBERAMSCH_RULES.includes(rule.schieberamsch)) {
    errors.push({ code: 'schieberamsch-rule-unknown', value: rule.schieberamsch });
  }
  return [...errors, ...flagErrors({ countsAsGame: rule.countsAsGame })];
}

function eventErrors(events: readonly string[]): RuleSetError[] {
  if (events.length === 0) return [{ code: 'bock-events-missing' }];
  const known: readonly string[] = ROUND_EVENTS;
  const errors: RuleSetError[] = events
    .filter((event) => !known.includes(event))
    .map((event) => ({ code: 'bock-event-unknown', value: event }));
  const twice = events.filter((event, i) => events.indexOf(event) !== i);
  return [
    ...errors,
    ...twice.map((event) => ({ code: 'bock-event-twice', value: event }) as const),
  ];
}

function roundsErrors(rule: RoundsRule): RuleSetError[] {
  if (rule.kind === 'off') return [];
  const errors = eventErrors(rule.events);
  if (!ROUND_PENDING.includes(rule.pending)) {
    errors.push({ code: 'bock-pending-unknown', value: rule.pending });
  }
  if (rule.page !== null && !isPositiveWhole(rule.page)) {
    errors.push({ code: 'bock-page-invalid', value: rule.page });
  }
  const { ramschRound, sameDealerAfterGrandHand } = rule;
  return [...errors, ...flagErrors({ ramschRound, sameDealerAfterGrandHand })];
}

function stakeErrors(stake: Stake | null): RuleSetError[] {
  if (stake === null) return [];
  const cents = stake.centsPerPoint;
  return Number.isFinite(cents) && cents > 0 ? [] : [{ code: 'stake-invalid', value: cents }];
}

/** A point list by name, or Bierlachs with a limit it can count down from. */
function listErrors(list: ListRule): RuleSetError[] {
  if (typeof list === 'object' && (list as unknown) !== null && list.kind === 'bierlachs') {
    const limit: unknown = list.limit;
    return typeof limit === 'number' && isBierlachsLimit(limit)
      ? []
      : [
          {
            code: 'bierlachs-limit-invalid',
            value: typeof limit === 'number' ? limit : String(limit),
          },
        ];
  }
  const known: readonly unknown[] = LIST_KINDS;
  return known.includes(list) ? [] : [{ code: 'list-unknown', value: String(list) }];
}

/** Every problem of a rule set (empty when sound). */
export function validateRuleSet(rules: RuleSet): RuleSetError[] {
  const errors: RuleSetError[] = listErrors(rules.list);
  if (!KONTRA_RULES.includes(rules.kontra)) {
    errors.push({ code: 'kontra-rule-unknown', value: rules.kontra });
  }
  if (!PASSED_DEAL_RULES.includes(rules.passed)) {
    errors.push({ code: 'passed-rule-unknown', value: rules.passed });
  }
  if (rules.ramsch !== null) errors.push(...ramschErrors(rules.ramsch));
  else if (playsRamsch(rules)) errors.push({ code: 'ramsch-rule-missing' });
  return [...errors, ...roundsErrors(rules.bock), ...stakeErrors(rules.stake)];
}
