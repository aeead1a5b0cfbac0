import { useState } from 'react';
import { restoreDeal, voidDeal } from '../../db/deals';
import { Button } from '../common/Button';
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
 * Voids a deal (it stays on the list, crossed out, scoring 0, so no later dealer moves) or
 * restores a voided one. No confirmation: the sheet's undo takes either back.
 */
export function VoidToggle({ sheetId, dealId, number, voided }: VoidToggleProps) {
  const t = useT();
  const h = t.history;
  const [errors, setErrors] = useState<readonly string[]>([]);

  async function toggle() {
    const done = voided ? await restoreDeal(sheetId, dealId) : await voidDeal(sheetId, dealId);
    setErrors(done.ok ? [] : done.errors.map((error) => storeErrorMessage(t, error)));
  }

  return (
    <div className="flex flex-col gap-2">
      <Button onClick={() => void toggle()} className="w-full">
        {voided ? h.restore(number) : h.void(number)}
      </Button>
      <ErrorList messages={errors} />
    </div>
  );
}
