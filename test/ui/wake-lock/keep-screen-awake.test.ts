import { describe, expect, test } from 'vitest';
import { keepScreenAwake } from '../../../src/ui/wake-lock/keep-screen-awake';
import { FakeDocument, FakeWakeLock } from './fake-wake-lock';

/** Lets pending promise callbacks (the lock request) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Kept awake on a visible page, the first lock already granted. */
async function awakeOnVisiblePage() {
  const wakeLock = new FakeWakeLock();
  const doc = new FakeDocument();
  const stop = keepScreenAwake({ wakeLock, document: doc });
  await settle();
  return { wakeLock, doc, stop };
}

describe('keepScreenAwake', () => {
  test('holds one screen lock while running and releases it when stopped', async () => {
    const wakeLock = new FakeWakeLock();
    const stop = keepScreenAwake({ wakeLock, document: new FakeDocument() });
    await settle();
    expect(wakeLock.held()).toBe(1);
    stop();
    expect(wakeLock.held()).toBe(0);
  });

  test('asks again when the page comes back after the browser dropped the lock', async () => {
    const { wakeLock, doc, stop } = await awakeOnVisiblePage();
    wakeLock.sentinels[0]?.dropByBrowser();
    doc.setVisibility('hidden');
    await settle();
    expect(wakeLock.held()).toBe(0);
    doc.setVisibility('visible');
    await settle();
    expect(wakeLock.sentinels).toHaveLength(2);
    expect(wakeLock.held()).toBe(1);
    stop();
  });

  test('does not ask twice while the lock is still held', async () => {
    const { wakeLock, doc, stop } = await awakeOnVisiblePage();
    doc.setVisibility('visible');
    await settle();
    expect(wakeLock.sentinels).toHaveLength(1);
    stop();
  });

  test('does not ask while the page is hidden', async () => {
    const wakeLock = new FakeWakeLock();
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    const stop = keepScreenAwake({ wakeLock, document: doc });
    await settle();
    expect(wakeLock.sentinels).toHaveLength(0);
    stop();
  });

  test('stops listening once stopped', async () => {
    const { wakeLock, doc, stop } = await awakeOnVisiblePage();
    stop();
    doc.setVisibility('hidden');
    doc.setVisibility('visible');
    await settle();
    expect(wakeLock.sentinels).toHaveLength(1);
    expect(wakeLock.held()).toBe(0);
  });

  test('releases a lock granted after the sheet already closed', async () => {
    const wakeLock = new FakeWakeLock();
    const stop = keepScreenAwake({ wakeLock, document: new FakeDocument() });
    stop();
    await settle();
    expect(wakeLock.sentinels).toHaveLength(1);
    expect(wakeLock.held()).toBe(0);
  });

  test('a refused request is silent', async () => {
    const wakeLock = new FakeWakeLock();
    wakeLock.refuse = true;
    const stop = keepScreenAwake({ wakeLock, document: new FakeDocument() });
    await settle();
    expect(wakeLock.held()).toBe(0);
    stop();
  });

  test('without the API nothing happens', () => {
    const stop = keepScreenAwake({ wakeLock: undefined, document: new FakeDocument() });
    expect(stop).not.toThrow();
  });
});
