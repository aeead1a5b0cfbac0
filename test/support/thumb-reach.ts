// One thumb (issue 11): the controls of the main path — the declarer buttons on the sheet, game,
// tops, result, the next deal — lie in the lower two thirds of the screen, whole, at least
// 48 × 48 px, with nothing scrolled. Shared by the English and the German layout tests.
import { expect, type Locator } from '@playwright/test';

/** Why a control is out of the thumb's reach, or null when it is within it. */
function outOfReach(control: Locator): Promise<string | null> {
  return control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
    const scrolled = window.scrollY !== 0 || (document.querySelector('main')?.scrollTop ?? 0) !== 0;
    if (scrolled) return `${name}: reached only by scrolling`;
    if (box.top < window.innerHeight / 3) return `${name}: in the top third (top ${box.top} px)`;
    if (box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth) {
      return `${name}: not wholly on screen`;
    }
    if (box.width < 47.5 || box.height < 47.5) {
      return `${name}: ${box.width} × ${box.height} px, under 48`;
    }
    return null;
  });
}

/** Every control named, in the lower two thirds of the screen as it opens, none under 48 px. */
export async function expectInThumbReach(
  scope: Locator,
  role: 'button' | 'link',
  names: readonly string[],
  where: string,
): Promise<void> {
  const page = scope.page();
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelector('main')?.scrollTo(0, 0);
  });
  const problems: string[] = [];
  for (const name of names) {
    const control = scope.getByRole(role, { name, exact: true });
    await expect(control, `${where}: ${name}`).toBeVisible();
    const problem = await outOfReach(control);
    if (problem !== null) problems.push(problem);
  }
  expect(problems, where).toEqual([]);
}
