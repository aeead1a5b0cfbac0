import { useState } from 'react';
import { restoreDeal, voidDeal } from '../../db/deals';
import { Button } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorList } from '../common/ErrorList';
import { storeErrorMessage } from '../i18n/errors';
import { useT } from '../i18n/I18nProvider';

interface VoidToggleProps {
  readonly sheetId: string;
  readonly dealId: string;
  /** 1-based, as the sheet numbers its deals. */
  readonly number: number;
  readonly voided: boolean;
}

/**
 * Voids a deal (it stays on the list, crossed out, scoring 0, so no later dealer moves) after
 * saying what that means, or restores a voided one at once (it only counts again as it was).
 */
export function VoidToggle({ sheetId, dealId, number, voided }: VoidToggleProps) {
  const t = useT();
  const h = t.history;
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState(false);

  async function toggle() {
    setConfirming(false);
    const done = voided ? await restoreDeal(sheetId, dealId) : await voidDeal(sheetId, dealId);
    setErrors(done.ok ? [] : done.errors.map((error) => storeErrorMessage(t, error)));
  }

  return (
    <div className="flex flex-col gap-2">
      <Button onClick={() => (voided ? void toggle() : setConfirming(true))} className="w-full">
        {voided ? h.restore(number) : h.void(number)}
      </Button>
      <ErrorList messages={errors} />
      <ConfirmDialog
        open={confirming}
        title={h.voidTitle(number)}
        message={h.voidMessage}
        confirmLabel={h.voidConfirm}
        onConfirm={() => void toggle()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
