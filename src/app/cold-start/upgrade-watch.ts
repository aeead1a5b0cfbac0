// Shows the database's upgrade while it runs (src/db/upgrade-progress.ts): the first start after
// an update may rewrite thousands of old sheets. Called before the start's first database read,
// which opens the database and so runs the upgrade; the status's code (a chunk of its own) is
// loaded only when an upgrade reports, and the status leaves when it is done or has failed.
import { db } from '../../db/database';
import { onUpgradeProgress, type UpgradeProgress } from '../../db/upgrade-progress';

export function watchUpgrade(): void {
  let status: Promise<(progress: UpgradeProgress) => void> | null = null;
  const stop = onUpgradeProgress((progress) => {
    status ??= import('../../ui/common/upgrade-progress/upgrade-status').then((view) =>
      view.showUpgradeStatus(),
    );
    void status.then((show) => show(progress));
  });
  // Opened (or refused: the app then says why) — no upgrade runs after this.
  const done = () => {
    stop();
    void status?.then((show) => show({ done: 1, total: 1 }));
  };
  db.open().then(() => {
    done();
    finishUpgradeLater();
  }, done);
}

/**
 * An upgrade from version 3 or older leaves work for the background (db/migrations/
 * finish-upgrade.ts), done once the first screen has read what it shows. Its code is a chunk of
 * its own, loaded only when there is work left: two counts here decide.
 */
function finishUpgradeLater(): void {
  void Promise.all([db.startingLogs.count(), db.deals.count()]).then(([starting, deals]) => {
    if (starting + deals === 0) return;
    setTimeout(() => {
      void import('../../db/migrations/finish-upgrade').then(({ finishUpgrade }) =>
        // Work that fails stays where reads find it; the next start goes on.
        finishUpgrade(db).catch(() => undefined),
      );
    }, FINISH_AFTER_MS);
  });
}

const FINISH_AFTER_MS = 2_000;
