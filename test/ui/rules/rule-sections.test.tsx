// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadRuleTexts } from '../../../src/ui/i18n/rule-texts';
import { parseRoute } from '../../../src/app/routes';
import { LEGAL_BIDS } from '../../../src/domain/bids';
import type { DealDraft, PlayedDeal } from '../../../src/domain/deal';
import { NULL_VARIANTS, TRUMP_ANNOUNCEMENTS, TRUMP_GAMES } from '../../../src/domain/deal';
import { parseDeal } from '../../../src/domain/parse-deal';
import { HOUSE_RULE_SECTIONS } from '../../../src/domain/rules';
import { scoreDeal } from '../../../src/domain/score-deal';
import { EXPLAINED_ISKO_RULES } from '../../../src/domain/score-types';
import { ruleHref } from '../../../src/ui/common/contracts/rule-link';
import { ruleTexts as de } from '../../../src/ui/i18n/de/rule-texts';
import { ruleTexts as en } from '../../../src/ui/i18n/en/rule-texts';
import {
  RULE_CHAPTER_SECTIONS,
  RULE_CHAPTERS,
  RULE_SECTIONS,
} from '../../../src/ui/i18n/rule-sections';
import { RulesScreen } from '../../../src/ui/rules/RulesScreen';

/** Every suit/grand game the core can value (announcement × schneider/schwarz × won/lost), every null game. */
function everyDeal(): PlayedDeal[] {
  const drafts: DealDraft[] = [];
  for (const game of TRUMP_GAMES) {
    for (const a of TRUMP_ANNOUNCEMENTS) {
      for (const [schneider, schwarz] of [
        [false, false],
        [true, false],
        [true, true],
      ] as const) {
        for (const made of [true, false]) {
          drafts.push({
            game,
            declarer: 0,
            tops: 1,
            hand: a !== 'none',
            announced:
              a === 'schneider' ? 'schneider' : a === 'none' || a === 'hand' ? 'none' : 'schwarz',
            ouvert: a === 'ouvert',
            outcome: { made, schneider, schwarz },
            bid: LEGAL_BIDS[LEGAL_BIDS.length - 1],
          });
        }
      }
    }
  }
  for (const variant of NULL_VARIANTS) {
    drafts.push({
      game: 'null',
      declarer: 0,
      hand: variant.includes('hand'),
      ouvert: variant.includes('ouvert'),
      outcome: { made: true },
    });
  }
  return drafts.flatMap((draft) => {
    const parsed = parseDeal(draft);
    return parsed.ok && parsed.value.kind !== 'passed' ? [parsed.value] : [];
  });
}

/** The rule numbers the scoring core put on the steps of those deals (overbid included). */
function rulesEmitted(): Set<string> {
  const rules = new Set<string>();
  for (const deal of everyDeal()) {
    const score = scoreDeal(deal, 3);
    const value = score.gameValue;
    if (value.kind === 'null') rules.add(value.rule);
    else for (const level of value.levels) rules.add(level.rule);
    if (score.overbid) rules.add(score.overbid.rule);
  }
  return rules;
}

// The rules' words are a chunk of their own: fetched once here, not inside each test's time.
beforeAll(() => Promise.all([loadRuleTexts('en'), loadRuleTexts('de')]), 30_000);

describe('every rule an explanation can name has its section', () => {
  test('the closed list holds every rule number the core emits (ouvert, null, overbid too)', () => {
    const emitted = rulesEmitted();
    // Hand-written: the rule numbers of skat-scoring.md the levels and the overbid carry.
    expect([...emitted].sort()).toEqual([
      '5.2',
      '5.2.3',
      '5.2.4',
      '5.2.5',
      '5.2.6',
      '5.2.7',
      '5.4',
    ]);
    for (const rule of emitted) expect(EXPLAINED_ISKO_RULES).toContain(rule);
  });

  const ids = [...EXPLAINED_ISKO_RULES, ...HOUSE_RULE_SECTIONS];

  test.each(ids)('%s: words in English and German, shown once in the rules, linked back', (id) => {
    for (const texts of [en, de]) {
      const text = texts[id];
      expect(text.title).not.toBe('');
      expect(text.paragraphs.join('')).not.toBe('');
    }
    const shownIn = RULE_CHAPTERS.filter((c) => RULE_CHAPTER_SECTIONS[c].includes(id));
    expect(shownIn).toHaveLength(1);
    expect(parseRoute(ruleHref(id))).toEqual({ name: 'rules', section: id });
  });

  test('every section of the rules is in exactly one chapter', () => {
    const shown = RULE_CHAPTERS.flatMap((c) => RULE_CHAPTER_SECTIONS[c]);
    expect([...shown].sort()).toEqual([...RULE_SECTIONS].sort());
  });

  test.each(ids)('%s opens highlighted', async (id) => {
    render(
      <Suspense>
        <RulesScreen section={id} backHref="#/" />
      </Suspense>,
    );
    expect(await screen.findByRole('region', { current: true })).toHaveFocus();
  });
});
