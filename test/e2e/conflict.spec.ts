import { writeFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { LOG_SHEET_ID, concurrentBackupV4 } from '../io/fixtures';
import { restoreBackup } from '../support/e2e-flows';
import { ENGLISH } from './house-flows';

/**
 * Issue 21: two phones added deal 4 at once, neither knowing of the other's (their events say
 * what they had seen). A backup of that log is restored; the sheet says so in words, and "Keep
 * this one" decides: the totals change.
 */
test('a deal entered on two phones at once is shown and decided', async ({ page }) => {
  const path = test.info().outputPath('concurrent.json');
  await writeFile(path, JSON.stringify(concurrentBackupV4()));
  await restoreBackup(page, ENGLISH, path);

  await page.goto(`/#/sheet/${LOG_SHEET_ID}`);
  const notice = page.getByRole('region', { name: 'Entered on two phones at once' });
  await expect(
    notice.getByText(
      /^Deal 4 entered twice: Carla: Grand .+, won, \+72 .+ · Ben: Clubs .+, lost, −48 .+$/,
    ),
  ).toBeVisible();
  const totals = page.getByRole('region', { name: 'The list' }).getByRole('row').last();
  // Provisionally Carla's grand counts.
  await expect(totals).toContainText('72');

  await notice.getByRole('button', { name: /^Keep this one: Ben: Clubs/ }).click();
  await expect(notice).toHaveCount(0);
  await expect(totals).toContainText('−48');
  await expect(totals).not.toContainText('72');
});
