import { TRUMP_ANNOUNCEMENTS } from '../../domain/deal';
import { ChoiceRow, Tap } from './controls';
import { announcementOf } from './entry-state';
import type { EntryView } from './entry-view';
import { useT } from '../i18n/I18nProvider';

/**
 * Suit and grand: the announcement ladder, one tap. Each step includes the ones before it
 * (schneider announced is a hand game; ouvert is hand with schwarz announced, ISkO 5.2.6), so no
 * combination the rules forbid can be chosen.
 */
export function TrumpAnnouncementChoice({ view }: { readonly view: EntryView }) {
  const s = useT().entry;
  const { state, send } = view;
  const current = announcementOf(state.draft);
  return (
    <ChoiceRow label={s.announcement} labelHidden columns="fit">
      {TRUMP_ANNOUNCEMENTS.map((announcement) => (
        <Tap
          key={announcement}
          name={s.announcementNames[announcement]}
          // Five in one row, "Schneider" wider than "Hand": each as wide as its label needs.
          className="flex-auto px-1.5 text-xs min-[390px]:text-sm"
          pressed={current === announcement}
          onTap={() => send({ type: 'announcement', announcement })}
        >
          {s.announcements[announcement]}
        </Tap>
      ))}
    </ChoiceRow>
  );
}

/** Null: hand and ouvert are independent, giving the four null games (23, 35, 46, 59). */
export function NullAnnouncementChoice({ view }: { readonly view: EntryView }) {
  const s = useT().entry;
  const { state, send } = view;
  const hand = state.draft.hand === true;
  const ouvert = state.draft.ouvert === true;
  return (
    <ChoiceRow label={s.announcement} labelHidden columns={2}>
      <Tap pressed={hand} onTap={() => send({ type: 'null-hand', on: !hand })}>
        {s.nullHand}
      </Tap>
      <Tap pressed={ouvert} onTap={() => send({ type: 'null-ouvert', on: !ouvert })}>
        {s.nullOuvert}
      </Tap>
    </ChoiceRow>
  );
}
