// The check every German browser test makes of a screen: no English word in what a person sees or
// what a screen reader says, and every control named.
import { expect, type Page } from '@playwright/test';
import { ENGLISH_WORDS, PROPER_NAMES, withoutProperNames } from './english-words';

/**
 * Words a whole evening in the browser reaches that the unit tests' list does not carry: the
 * entry's result words, the suits and the dialogs' buttons. Never the Skat words German shares
 * (Grand, Null, Hand, Schneider, Schwarz, Ouvert, Kontra, Re, Bock, Seeger-Fabian), nor "English",
 * which the language choice shows in its own language on purpose.
 */
const MORE_ENGLISH = [
  'and',
  'are',
  'card',
  'cards',
  'change',
  'clubs',
  'close',
  'diamonds',
  'erase',
  'hearts',
  'imported',
  'is',
  'none',
  'nothing',
  'or',
  'save',
  'some',
  'spades',
  'took',
  'trick',
  'tricks',
  'was',
  'you',
  'your',
];

const ENGLISH = new Set([...ENGLISH_WORDS, ...MORE_ENGLISH]);

/** The English words in a text, each once. A word is a run of letters, so "Liste" is not "list". */
export function englishWordsIn(text: string): string[] {
  const words = withoutProperNames(text).match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => ENGLISH.has(word.toLowerCase())))];
}

/** A name holding an English word (not as part of a proper name), for Playwright's matcher. */
const ENGLISH_NAME = new RegExp(
  `(?<!\\p{L})(?!${PROPER_NAMES.join('|')})(?:${[...ENGLISH].join('|')})(?!\\p{L})`,
  'iu',
);

const CONTROLS =
  'button, [role=button], a[href], input, select, textarea, [role=radio], [role=checkbox], [role=switch], [role=tab]';

/**
 * Everything the screen says in words: its visible text, hidden text a screen reader still reads
 * (text in sr-only spans), every aria-label, title, alt and placeholder, and the page title.
 */
function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'aria-description', 'title', 'alt', 'placeholder'];
    const said = [...document.querySelectorAll('body *')].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    // Code is not words: the page's inline scripts (the first screen's shell carries both
    // languages' words for its own choice) are no text a person sees or hears.
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const code of body.querySelectorAll('script, style, template')) code.remove();
    return [document.title, document.body.innerText, body.textContent ?? '', ...said].join('\n');
  });
}

/**
 * The screen is German: no English word in its text or names (all reported at once, with the
 * screen named), and every visible control has a non-empty German accessible name, as computed by
 * a screen reader (Playwright's accessible-name algorithm, aria-labelledby included).
 */
export async function expectGermanScreen(page: Page, screen: string): Promise<void> {
  // Every screen has a control; none visible is a screen still arriving (its code or its data
  // being read), so the checks wait for the first one instead of racing it.
  const visible = page.locator(CONTROLS).filter({ visible: true });
  await expect(visible.first(), `${screen}: controls found`).toBeVisible();
  // GERMAN_SHOTS=<folder> keeps a picture of each screen, for a German reader to look over.
  const shots = process.env.GERMAN_SHOTS;
  if (shots) {
    const file = screen.replace(/[^\p{L}\d]+/gu, '-');
    await page.screenshot({ path: `${shots}/${file}.png`, fullPage: true });
  }
  expect.soft(englishWordsIn(await screenText(page)), `${screen}: English words`).toEqual([]);
  const controls = await visible.all();
  for (const control of controls) {
    // The control's HTML names it in a failure: a nameless button has nothing else to show.
    const where = `${screen}: ${await control.evaluate((el) => el.outerHTML.slice(0, 160))}`;
    await expect.soft(control, `named: ${where}`).toHaveAccessibleName(/\S/);
    await expect.soft(control, `German: ${where}`).not.toHaveAccessibleName(ENGLISH_NAME);
  }
}
