import type { Dictionary } from '../i18n/dictionary';

/**
 * Who made an event, in words: this phone, or another by the end of its id ("phone 3F2A"), with
 * the club member who sent it when the club knows (a shared sheet): "anna, phone 3F2A".
 */
export function deviceLabel(
  t: Dictionary,
  device: string,
  thisDevice: string | null | undefined,
  author?: string,
): string {
  const phone =
    device === thisDevice
      ? t.conflicts.thisPhone
      : t.conflicts.phone(
          device
            .replace(/[^0-9a-z]/gi, '')
            .slice(-4)
            .toUpperCase(),
        );
  return author === undefined ? phone : t.history.byAuthor(author, phone);
}
