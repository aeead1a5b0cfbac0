import { expect, test } from '../support/test';
import { rm } from 'node:fs/promises';
import { freshUserDataDir, launchProfile } from '../support/chromium';
import { untilServiceWorkerControls } from '../support/e2e-flows';

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('Chromium reports the app installable, with no installability errors', async ({ baseURL }) => {
  // A persistent profile: Playwright's default contexts are incognito, which Chromium reports
  // as the installability error 'in-incognito'.
  const profile = await freshUserDataDir();
  const context = await launchProfile(profile, { baseURL: baseURL ?? '' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await untilServiceWorkerControls(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    await cdp.detach();

    expect(installabilityErrors).toEqual([]);
    expect(manifestErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the manifest describes the app and every icon loads at its stated size', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest: unknown = await response.json();

  expect(manifest).toMatchObject({
    name: 'Skat Scorekeeper',
    short_name: 'Skat',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    theme_color: '#14532d',
    background_color: '#0b1f14',
  });
  expect(manifest).toHaveProperty('description', expect.stringContaining('Skat'));

  const icons = (manifest as { icons: { src: string; sizes: string; purpose: string }[] }).icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const file = await request.get(new URL(icon.src, response.url()).href);
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});
