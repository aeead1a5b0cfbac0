// Steps of a night's confirmations walked in the browser (issue 33, results-night.spec.ts): the
// director reads each seated player's PIN off "Show PINs"; a table phone's players confirm the
// list with them; the exported file's confirmations are held against the list as it stands.
import { countedList } from '../../src/domain/tournament/night-tracker';
import { listDigest } from '../../src/domain/tournament/list-confirmation';
import type { SheetEvent } from '../../src/domain/sheet-log';
import { SYNC_MS } from '../support/club-e2e';
import { expect, type Page } from '../support/test';
import type { NightWords } from './night-words';

/** Each table's PINs as the director's screen shows them: player's name → PIN. */
export async function readPins(
  page: Page,
  w: NightWords,
  seating: readonly (readonly string[])[],
): Promise<Map<string, string>> {
  const region = page.getByRole('region', { name: w.pinsHeading });
  await region.getByRole('button', { name: w.showPins }).click();
  const pins = new Map<string, string>();
  for (const [index, names] of seating.entries()) {
    // The lines under this table's heading only: a PIN belongs to its table.
    const lines = region
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: w.confirmTable(1, index + 1) }) })
      .getByRole('listitem');
    await expect(lines).toHaveCount(names.length, { timeout: SYNC_MS });
    for (const line of await lines.allInnerTexts()) {
      const [, name = '', pin = ''] = /^(.+): (\d{4})$/.exec(line.trim()) ?? [];
      pins.set(name, pin);
    }
    for (const name of names) expect(pins.get(name)).toMatch(/^\d{4}$/);
  }
  return pins;
}

/** A PIN that is not `pin`: the next one, four digits. */
export const otherPin = (pin: string) => String((Number(pin) + 1) % 10_000).padStart(4, '0');

/**
 * At a table phone, each of `names` taps their name and confirms with their PIN; with `wrongFirst`
 * the first one types a wrong PIN before: the refusal is said, the PIN typed stays.
 */
export async function confirmAtTable(
  page: Page,
  w: NightWords,
  names: readonly string[],
  pins: ReadonlyMap<string, string>,
  wrongFirst = false,
) {
  const region = page.getByRole('region', { name: w.atTable });
  for (const [index, name] of names.entries()) {
    const pin = pins.get(name) ?? '';
    await region.getByRole('button', { name, exact: true }).click({ timeout: SYNC_MS });
    const field = region.getByRole('textbox', { name: w.pin });
    if (wrongFirst && index === 0) {
      await field.fill(otherPin(pin));
      await region.getByRole('button', { name: w.confirmList }).click();
      await expect(region.getByRole('alert')).toHaveText(w.pinWrong, { timeout: SYNC_MS });
      await expect(field).toHaveValue(otherPin(pin));
    }
    await field.fill(pin);
    await region.getByRole('button', { name: w.confirmList }).click();
    await expect(region.getByRole('status')).toHaveText(w.confirmedNow(name), {
      timeout: SYNC_MS,
    });
  }
  await expect(region.getByText(w.allConfirmed)).toBeVisible({ timeout: SYNC_MS });
}

/** A results file, as far as its confirmations are checked here. */
export interface ConfirmedFile {
  night: {
    sheets: { sheetId: string; events: SheetEvent[] }[];
    confirmations?: { sheetId: string; playerId: string; list: string }[];
  };
  figures: { lists: { sheetId: string; players: string[] }[] };
}

/**
 * The file's confirmations per list: those of the list as it stands (by its digest, from the
 * file's own events) name every seated player once; `earlier` counts the others (withdrawn).
 */
export function confirmationsOf(file: ConfirmedFile) {
  return file.figures.lists.map((list) => {
    const events = file.night.sheets.find((sheet) => sheet.sheetId === list.sheetId)?.events;
    const digest = listDigest(countedList(events ?? []).deals);
    const ofList = (file.night.confirmations ?? []).filter((one) => one.sheetId === list.sheetId);
    return {
      seated: [...list.players].sort(),
      current: ofList
        .filter((one) => one.list === digest)
        .map((one) => one.playerId)
        .sort(),
      earlier: ofList.filter((one) => one.list !== digest).length,
    };
  });
}
