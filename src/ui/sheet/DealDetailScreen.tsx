import { useState } from 'react';
import { deleteDeal, voidDeal } from '../../db/deals';
import { renumberPreview, type RenumberPreview } from '../../domain/renumber';
import type { ListDeal } from '../../domain/voided-deal';
import type { SheetSetup } from '../../domain/rules';
import { BackLink } from '../common/BackLink';
import { calculatorDealOf, calculatorHref } from '../common/contracts/calculator-link';
import { Button } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorList } from '../common/ErrorList';
import { Icon } from '../common/icons';
import { LinkButton } from '../common/LinkButton';
import { Screen } from '../common/Screen';
import { DealExplanation } from './DealExplanation';
import { EnteredDeal } from '../common/EnteredDeal';
import { DealHistory } from './history/DealHistory';
import { DeleteDealDialog } from './DeleteDealDialog';
import { SheetMissing } from '../common/Missing';
import { storeErrorMessage } from '../i18n/errors';
import { useT } from '../i18n/I18nProvider';
import { useSheetData } from './useSheetData';
import { VoidedExplanation } from './VoidedExplanation';
import { VoidToggle } from './VoidToggle';

interface DealDetailScreenProps {
  readonly sheetId: string;
  readonly dealId: string;
  readonly links: {
    readonly sheets: string;
    readonly sheet: string;
    readonly edit: string;
    /** This screen's own address: the calculator it opens returns here. */
    readonly here?: string;
  };
  /** After the deal was deleted: back to the sheet. */
  readonly onDeleted: () => void;
}

/**
 * What deleting deal `index` would do to the later deals, when it moves any dealer (a deal in the
 * middle); null for the last deal, or a sheet that does not score (a delete there is a repair).
 */
function middlePreview(
  setup: SheetSetup,
  deals: readonly ListDeal[],
  index: number,
  scores: boolean,
): RenumberPreview | null {
  if (!scores || index === deals.length - 1) return null;
  const preview = renumberPreview(setup, deals, index);
  return preview.changed.length > 0 ? preview : null;
}

/**
 * One deal explained in full, with Edit and Delete; on a sheet that cannot be scored, the deal as
 * entered and the reason instead of the explanation.
 */
export function DealDetailScreen({ sheetId, dealId, links, onDeleted }: DealDetailScreenProps) {
  const t = useT();
  const s = t.sheet;
  const data = useSheetData(sheetId);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  // Between the delete and leaving the screen, the deal is gone: show nothing, not "missing".
  const [deleting, setDeleting] = useState(false);
  if (data.status === 'loading') return null;
  if (data.status === 'missing') return <SheetMissing sheetsHref={links.sheets} />;

  const back = <BackLink href={links.sheet} label={s.backToSheet} />;
  const index = data.deals.findIndex((d) => d.id === dealId);
  const deal = data.deals[index];
  const row = data.status === 'ready' ? data.score.rows[index] : undefined;
  if (!deal || (data.status === 'ready' && !row)) {
    if (deleting) return null;
    return (
      <Screen title={s.dealMissing} leading={back}>
        <LinkButton href={links.sheet} variant="primary">
          {s.backToSheet}
        </LinkButton>
      </Screen>
    );
  }

  const number = index + 1;
  const preview = middlePreview(
    data.sheet.setup,
    data.deals.map((record) => record.deal),
    index,
    data.status === 'ready',
  );
  async function voidInstead() {
    setConfirming(false);
    const voided = await voidDeal(sheetId, dealId);
    setErrors(voided.ok ? [] : voided.errors.map((error) => storeErrorMessage(t, error)));
  }
  async function remove() {
    setConfirming(false);
    setDeleting(true);
    const deleted = await deleteDeal(sheetId, dealId);
    if (deleted.ok) onDeleted();
    else {
      setDeleting(false);
      setErrors(deleted.errors.map((error) => storeErrorMessage(t, error)));
    }
  }

  return (
    <Screen title={s.dealTitle(number)} leading={back}>
      {row?.entry.kind === 'voided' ? (
        <VoidedExplanation deal={deal} number={number} />
      ) : row ? (
        <DealExplanation sheet={data.sheet} row={row} />
      ) : (
        <>
          {/* A sheet that cannot be scored: the deal as entered and why, with Edit and Delete to mend it. */}
          <EnteredDeal deal={deal} number={number} />
          <p>{s.invalid}</p>
          <ErrorList messages={data.status === 'invalid' ? data.messages : []} />
        </>
      )}
      <ErrorList messages={errors} />
      {row?.score && links.here !== undefined && (
        <LinkButton
          href={calculatorHref({ deal: calculatorDealOf(row.score), back: links.here })}
          variant="secondary"
        >
          <Icon name="calculator" />
          {t.dispute.openInCalculator}
        </LinkButton>
      )}
      <div className="flex gap-3">
        <LinkButton href={links.edit} variant="primary" className="flex-1">
          <Icon name="pencil" />
          {s.edit(number)}
        </LinkButton>
        <Button variant="quiet-danger" className="flex-1" onClick={() => setConfirming(true)}>
          <Icon name="trash" />
          {s.delete(number)}
        </Button>
      </div>
      <VoidToggle
        sheetId={sheetId}
        dealId={dealId}
        number={number}
        voided={deal.deal.kind === 'voided'}
      />
      <DealHistory log={data.log} dealId={dealId} number={number} />
      {confirming && preview && (
        <DeleteDealDialog
          number={number}
          preview={preview}
          playerNames={data.sheet.playerNames}
          onVoid={deal.deal.kind === 'voided' ? null : () => void voidInstead()}
          onDelete={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
      <ConfirmDialog
        open={confirming && !preview}
        title={s.deleteTitle(number)}
        message={s.deleteMessage}
        confirmLabel={s.deleteConfirm}
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Screen>
  );
}
