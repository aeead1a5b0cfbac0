import { useState } from 'react';
import { deleteDeal } from '../../db/deals';
import type { DealRecord } from '../../db/records';
import { Button } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorList } from '../common/ErrorList';
import { Icon } from '../common/icons';
import { useT } from '../i18n/I18nProvider';
import { storeErrorMessages } from '../common/store-error-words';
import { EnteredDeal } from '../common/EnteredDeal';

/**
 * The deals of a sheet that cannot be scored (damaged data): no values, but every deal is shown
 * and can be deleted, so the sheet can be mended instead of being a dead end.
 */
export function UnscoredDeals({
  sheetId,
  deals,
}: {
  readonly sheetId: string;
  readonly deals: readonly DealRecord[];
}) {
  const t = useT();
  const s = t.sheet;
  const [confirming, setConfirming] = useState<number | null>(null);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const chosen = confirming === null ? undefined : deals[confirming];

  async function remove(deal: DealRecord) {
    setConfirming(null);
    const deleted = await deleteDeal(sheetId, deal.id);
    setErrors(deleted.ok ? [] : await storeErrorMessages(t, deleted.errors));
  }

  return (
    <section aria-label={s.unscoredDeals} className="flex flex-col gap-2">
      <h2 className="text-base font-semibold">{s.unscoredDeals}</h2>
      <ErrorList messages={errors} />
      <ol className="flex flex-col gap-1">
        {deals.map((deal, index) => (
          <li key={deal.id} className="flex items-center justify-between gap-2">
            <EnteredDeal deal={deal} number={index + 1} />
            <Button variant="quiet-danger" onClick={() => setConfirming(index)}>
              <Icon name="trash" />
              {s.delete(index + 1)}
            </Button>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={chosen !== undefined}
        title={s.deleteTitle((confirming ?? 0) + 1)}
        message={s.deleteMessage}
        confirmLabel={s.deleteConfirm}
        destructive
        onConfirm={() => chosen && void remove(chosen)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
