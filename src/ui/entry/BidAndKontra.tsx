import { KONTRA_LEVELS, type KontraLevel } from '../../domain/deal';
import { bidChoices } from './entry-preview';
import { ChoiceRow, Tap } from './controls';
import type { EntryView } from './entry-view';
import { entryStrings } from '../i18n/en/entry';

function nextKontra(level: KontraLevel): KontraLevel {
  const i = KONTRA_LEVELS.indexOf(level);
  return KONTRA_LEVELS[(i + 1) % KONTRA_LEVELS.length] ?? 'none';
}

/** The bid: "not overbid" by default, which needs no entry; one tap opens the legal bids. */
export function BidButton({ view }: { readonly view: EntryView }) {
  const bid = view.state.draft.bid;
  return (
    <Tap onTap={() => view.send({ type: 'bids-open', open: true })}>
      {bid === undefined ? entryStrings.bidNotOverbid : entryStrings.bidButton(bid)}
    </Tap>
  );
}

/** Kontra/Re (house rule) as one button that steps none → Kontra → Re → none. */
export function KontraButton({ view }: { readonly view: EntryView }) {
  const kontra = view.state.draft.kontra ?? 'none';
  return (
    <Tap
      name={`${entryStrings.kontra}: ${entryStrings.kontraLevels[kontra]}`}
      pressed={kontra !== 'none'}
      onTap={() => view.send({ type: 'kontra', kontra: nextKontra(kontra) })}
    >
      {entryStrings.kontraLevels[kontra]}
    </Tap>
  );
}

/** The legal bids worth choosing, in place of the result buttons: an overbid in two taps. */
export function BidGrid({ view }: { readonly view: EntryView }) {
  const { state, send, preview } = view;
  const bids = bidChoices(state, preview);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-1.5">
      <p className="text-sm leading-snug">{entryStrings.bidsHint}</p>
      <div className="grid grid-cols-2 gap-1.5">
        <Tap
          pressed={state.draft.bid === undefined}
          onTap={() => send({ type: 'bid', bid: undefined })}
        >
          {entryStrings.notOverbid}
        </Tap>
        <Tap tone="quiet" onTap={() => send({ type: 'bids-open', open: false })}>
          {entryStrings.closeBids}
        </Tap>
      </div>
      {/* Fills the rest of the screen and scrolls inside: the usual overbid is in its first rows. */}
      <div className="min-h-28 flex-1 overflow-y-auto pb-1">
        <ChoiceRow label={entryStrings.bidsTitle} columns={5}>
          {bids.map((b) => (
            <Tap
              key={b}
              name={entryStrings.bidChoice(b)}
              pressed={state.draft.bid === b}
              onTap={() => send({ type: 'bid', bid: b })}
            >
              {b}
            </Tap>
          ))}
        </ChoiceRow>
      </div>
    </div>
  );
}
