// The table phone's confirmations of its list (issue 33), read from the club as the table's
// login: when the screen opens and after every change of the list or try, so a wrong PIN's spent
// slot is known before the next try. The requests are the sync layer's, loaded through the sync door.
import { useCallback, useEffect, useState } from 'react';
import { fail, type Result } from '../../domain/result';
import type { ListConfirmation } from '../../domain/tournament/list-confirmation';
import type { ClubProblem } from '../../sync/club/club-sheets';
import type { GuestLink } from '../../sync/club/guest-store';
import type { TableConfirmRead } from '../../sync/club/night/table-confirm';
import { syncDoor } from '../common/sync-door';

export type TableConfirmShown =
  | { readonly status: 'loading' }
  /** Not a table's phone (no table link kept here): nothing to confirm on this one. */
  | { readonly status: 'none' }
  | { readonly status: 'failed'; readonly problem: ClubProblem }
  | { readonly status: 'ready'; readonly link: GuestLink; readonly read: TableConfirmRead };

export function useTableConfirm(sheetId: string, list: string) {
  const [shown, setShown] = useState<TableConfirmShown>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const stop = new AbortController();
    void (async () => {
      const door = await syncDoor.tableConfirm();
      const link = door.tableLinkOf(sheetId);
      if (!link) return setShown({ status: 'none' });
      const read = await door.readTableConfirmations(link, { signal: stop.signal });
      if (stop.signal.aborted) return;
      setShown(
        read.ok
          ? { status: 'ready', link, read: read.value }
          : { status: 'failed', problem: read.errors[0] ?? 'offline' },
      );
    })();
    return () => stop.abort();
  }, [sheetId, list, round]);

  const confirm = useCallback(
    async (playerId: string, pin: string): Promise<Result<ListConfirmation, ClubProblem>> => {
      if (shown.status !== 'ready') return fail(['offline']);
      const door = await syncDoor.tableConfirm();
      const from = shown.read.triesUsed[playerId] ?? 0;
      const done = await door.confirmList(shown.link, { playerId, pin, list, from });
      setRound((count) => count + 1);
      return done;
    },
    [shown, list],
  );
  return { shown, confirm };
}
