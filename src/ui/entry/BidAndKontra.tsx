import { KONTRA_LEVELS, type KontraLevel } from '../../domain/deal';
import { bidChoices } from './entry-preview';
import { ChoiceRow, Tap } from './controls';
import type { EntryView } from './entry-view';
import { formatNumber } from '../i18n/format';
import { useI18n, useT } from '../i18n/I18nProvider';

function nextKontra(level: KontraLevel): KontraLevel {
  const i = KONTRA_LEVELS.indexOf(level);
  return KONTRA_LEVELS[(i + 1) % KONTRA_LEVELS.length] ?? 'none';
}

/** The bid: "not overbid" by default, which needs no entry; one tap opens the legal bids. */
export function BidButton({ view }: { readonly view: EntryView }) {
  const s = useT().entry;
  const bid = view.state.draft.bid;
  return (
    <Tap onTap={() => view.send({ type: 'bids-open', open: true })}>
      {bid === undefined ? s.bidNotOverbid : s.bidButton(bid)}
    </Tap>
  );
}

/** Kontra/Re (house rule) as one button that steps none → Kontra → Re → none. */
export function KontraButton({ view }: { readonly view: EntryView }) {
  const s = useT().entry;
  const kontra = view.state.draft.kontra ?? 'none';
  return (
    <Tap
      name={s.kontraName(s.kontraLevels[kontra])}
      pressed={kontra !== 'none'}
      onTap={() => view.send({ type: 'kontra', kontra: nextKontra(kontra) })}
    >
      {s.kontraLevels[kontra]}
    </Tap>
  );
}

/** The legal bids worth choosing, in place of the result buttons: an overbid in two taps. */
export function BidGrid({ view }: { readonly view: EntryView }) {
  const { t, locale } = useI18n();
  const s = t.entry;
  const { state, send, preview } = view;
  const bids = bidChoices(state, preview);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1.5">
      <p className="text-sm leading-snug">{s.bidsHint}</p>
      <div className="grid grid-cols-2 gap-1.5">
        <Tap
          pressed={state.draft.bid === undefined}
          onTap={() => send({ type: 'bid', bid: undefined })}
        >
          {s.notOverbid}
        </Tap>
        <Tap tone="quiet" onTap={() => send({ type: 'bids-open', open: false })}>
          {s.closeBids}
        </Tap>
      </div>
      {/* Fills the rest of the screen and scrolls inside: the usual overbid is in its first rows. */}
      <div className="min-h-28 flex-1 overflow-y-auto pb-1">
        <ChoiceRow label={s.bidsTitle} columns={5}>
          {bids.map((b) => (
            <Tap
              key={b}
              name={s.bidChoice(b)}
              pressed={state.draft.bid === b}
              onTap={() => send({ type: 'bid', bid: b })}
            >
              {formatNumber(b, locale)}
            </Tap>
          ))}
        </ChoiceRow>
      </div>
    </div>
  );
}
