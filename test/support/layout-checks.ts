// How the layout tests measure a screen as it is drawn: buttons off screen, targets under 48 px,
// anything wider than its box. Shared by the English and the German layout tests, so both
// languages are held to the same measure.
import { expect, type Locator } from '@playwright/test';

interface EntryProblems {
  readonly offScreen: string[];
  readonly small: string[];
  readonly overflowing: string[];
}

/**
 * Measures the deal entry before anything is scrolled. `bidList` is the accessible name of the
 * list of bids, which scrolls inside its box by design: its buttons may be off screen, the box not.
 */
function entryProblems(region: Locator, bidList: string): Promise<EntryProblems> {
  return region.evaluate((root, bidListName) => {
    const label = (el: Element) =>
      el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
    const { innerWidth, innerHeight } = window;
    const inside = (box: DOMRect) =>
      box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
    const buttons = [...root.querySelectorAll('button')];
    const inBidList = (b: Element) => b.closest(`[aria-label="${bidListName}"]`) !== null;
    const bidBox = root.querySelector(`[aria-label="${bidListName}"]`)?.parentElement;
    const offScreen = buttons
      .filter((b) => !inBidList(b) && !inside(b.getBoundingClientRect()))
      .map(label);
    if (bidBox && !inside(bidBox.getBoundingClientRect())) offScreen.push('the list of bids');
    const small = buttons
      .filter((b) => {
        const box = b.getBoundingClientRect();
        return box.width < 48 || box.height < 48;
      })
      .map(label);
    // Anything whose content is wider than its box: a clipped button label, a truncated heading.
    const overflowing = [root, ...root.querySelectorAll('*')]
      .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      .map(label);
    if (document.documentElement.scrollWidth > innerWidth) overflowing.push('the page');
    return { offScreen, small, overflowing };
  }, bidList);
}

/**
 * One step of the deal entry as it opens: measured from the top, every expected button visible
 * without scrolling, none under 48 px, nothing clipped. ENTRY_SHOTS=<folder> saves a picture of it.
 */
export async function checkEntryStep(
  region: Locator,
  bidList: string,
  step: string,
  expected: readonly string[],
): Promise<void> {
  const page = region.page();
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelector('main')?.scrollTo(0, 0);
  });
  for (const name of expected) {
    await expect(region.getByRole('button', { name, exact: true }), step).toBeVisible();
  }
  const shots = process.env.ENTRY_SHOTS;
  if (shots) {
    const { width } = page.viewportSize() ?? { width: 0 };
    const scheme = await page.evaluate(() =>
      matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    );
    await page.screenshot({ path: `${shots}/entry-${width}-${scheme}-${step}.png` });
  }
  expect(await entryProblems(region, bidList), step).toEqual({
    offScreen: [],
    small: [],
    overflowing: [],
  });
}

export interface ScreenProblems {
  /** Buttons, links and fields smaller than 48 × 48 px (a list row's link covers its row). */
  readonly small: string[];
  /** Text wider than its box: a clipped label, a name cut to "Jür…", a heading spilling out. */
  readonly clipped: string[];
  /** The page scrolls sideways. */
  readonly wide: boolean;
}

/**
 * Measures a whole screen (header, main and any open dialog). A box that scrolls on purpose
 * (overflow auto or scroll, like the printed list on a phone) is not clipped: its content is
 * reached by scrolling it. Text inside `cutByDesign` (a selector) may be cut with "…" on purpose.
 */
export function screenProblems(body: Locator, cutByDesign = ':not(*)'): Promise<ScreenProblems> {
  return body.evaluate((root, exempt) => {
    const label = (el: Element) =>
      el.getAttribute('aria-label') ??
      `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 60) ?? ''}"`;
    const shown = (el: Element) => el.getClientRects().length > 0;
    const controls = [...root.querySelectorAll('button, a[href], input, select, textarea')].filter(
      shown,
    );
    const small = controls
      .filter((el) => el.closest('table') === null)
      .filter((el) => {
        // A checkbox or radio is tapped through its label, which is the target.
        const box = (el.closest('label') ?? el).getBoundingClientRect();
        return box.width < 47.5 || box.height < 47.5;
      })
      .map(label);
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const clipped = [...root.querySelectorAll('*')]
      .filter(shown)
      .filter((el) => el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => !scrolls(el) && el.closest(exempt) === null)
      .map(label);
    const wide = document.documentElement.scrollWidth > window.innerWidth;
    return { small, clipped, wide };
  }, cutByDesign);
}
