import { TRUMP_ANNOUNCEMENTS } from '../../domain/deal';
import { ChoiceRow, Tap } from './controls';
import { announcementOf } from './entry-state';
import type { EntryView } from './entry-view';
import { entryStrings } from '../i18n/en/entry';

/**
 * Suit and grand: the announcement ladder, one tap. Each step includes the ones before it
 * (schneider announced is a hand game; ouvert is hand with schwarz announced, ISkO 5.2.6), so no
 * combination the rules forbid can be chosen.
 */
export function TrumpAnnouncementChoice({ view }: { readonly view: EntryView }) {
  const { state, send } = view;
  const current = announcementOf(state.draft);
  return (
    <ChoiceRow label={entryStrings.announcement} labelHidden columns="fit">
      {TRUMP_ANNOUNCEMENTS.map((announcement) => (
        <Tap
          key={announcement}
          name={entryStrings.announcementNames[announcement]}
          // Five in one row, "Schneider" wider than "Hand": each as wide as its label needs.
          className="flex-auto px-1.5 text-xs min-[390px]:text-sm"
          pressed={current === announcement}
          onTap={() => send({ type: 'announcement', announcement })}
        >
          {entryStrings.announcements[announcement]}
        </Tap>
      ))}
    </ChoiceRow>
  );
}

/** Null: hand and ouvert are independent, giving the four null games (23, 35, 46, 59). */
export function NullAnnouncementChoice({ view }: { readonly view: EntryView }) {
  const { state, send } = view;
  const hand = state.draft.hand === true;
  const ouvert = state.draft.ouvert === true;
  return (
    <ChoiceRow label={entryStrings.announcement} labelHidden columns={2}>
      <Tap pressed={hand} onTap={() => send({ type: 'null-hand', on: !hand })}>
        {entryStrings.nullHand}
      </Tap>
      <Tap pressed={ouvert} onTap={() => send({ type: 'null-ouvert', on: !ouvert })}>
        {entryStrings.nullOuvert}
      </Tap>
    </ChoiceRow>
  );
}
