// A night watched with a login the server refuses (the session ended: 401) is not asked again and
// again: the watch says why once and ends, as a live sheet does. Against the real server
// (Apache CouchDB 3.5), every request counted: one, however long the screen stays open.
import { beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../../../scripts/club/setup';
import { watchNight, type FeedStatus } from '../../../../src/sync/club/night/feed';
import type { Fetch } from '../../../../src/sync/request';
import { clubServerForFile } from '../../../club/club-server';
import { until } from '../../sync-server';

const server = clubServerForFile(0, [6179, 6180]);
const ANNA = { name: 'anna', password: 'anna-Secret-7431' };
/** Longer than the first two waits of the watch's retry (1 s, then 2 s: feed.ts). */
const QUIET_MS = 4_000;

beforeAll(async () => {
  const admin = { name: 'admin', password: 'admin-secret' };
  await clubSetup({ url: server().url, admin, club: 'skatclub', members: [ANNA] });
}, 60_000);

describe('a night watched without a session', () => {
  test('is refused once: "session-expired", and no request after it', async () => {
    let sent = 0;
    // Node keeps no cookies: this is a phone whose session has ended.
    const counting: Fetch = (url, init) => {
      sent += 1;
      return fetch(url, init);
    };
    const access = { server: `${server().url}/skatclub`, name: ANNA.name, fetch: counting };
    const statuses: FeedStatus[] = [];
    const watch = watchNight(access, 'n-2026-11-29', (_view, status) => statuses.push(status));
    try {
      await until(() => statuses.length > 0);
      expect(statuses).toEqual(['session-expired']);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(sent).toBe(1);
      expect(statuses).toEqual(['session-expired']);
    } finally {
      await watch.stop();
    }
  });
});
