/**
 * English words that must not appear on a German screen: in its visible text, nor in an
 * accessible name or tooltip. Only words German does not share: Grand, Null, Hand, Kontra, Re,
 * Bock, Schneider, Schwarz, Ouvert and Seeger-Fabian are the same in both languages, and "in",
 * "an" or "so" are German too.
 */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set([
  'after',
  'all',
  'announced',
  'another',
  'available',
  'back',
  'backup',
  'bid',
  'cancel',
  'choose',
  'continue',
  'deal',
  'dealer',
  'deals',
  'dealt',
  'declarer',
  'delete',
  'details',
  'download',
  'edit',
  'enter',
  'everyone',
  'export',
  'file',
  'final',
  'finished',
  'forehand',
  'game',
  'games',
  'house',
  'keep',
  'language',
  'later',
  'left',
  'level',
  'levels',
  'list',
  'lost',
  'made',
  'middlehand',
  'more',
  'new',
  'nobody',
  'not',
  'of',
  'open',
  'other',
  'others',
  'out',
  'overbid',
  'passed',
  'place',
  'plain',
  'player',
  'players',
  'points',
  'print',
  'progress',
  'rank',
  'ready',
  'rearhand',
  'recent',
  'reload',
  'rename',
  'restore',
  'result',
  'round',
  'rounds',
  'rule',
  'rules',
  'screen',
  'seat',
  'seats',
  'settings',
  'share',
  'sheet',
  'sheets',
  'show',
  'sits',
  'space',
  'standings',
  'storage',
  'the',
  'this',
  'together',
  'tops',
  'total',
  'undo',
  'update',
  'value',
  'with',
  'without',
  'won',
]);

/**
 * Names German keeps as they are, though they hold an English word: the preset of the New York City
 * Skat Association is "New Yorker Regeln (NYCSA)". Plain words only (they go into a RegExp).
 */
export const PROPER_NAMES: readonly string[] = ['New Yorker'];

/** The text with those names taken out, so that their words are not counted as English. */
export function withoutProperNames(text: string): string {
  return PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), text);
}

/** The English words found on the page (text, aria-label, title), each once. */
export function englishWordsOn(root: HTMLElement = document.body): string[] {
  const labelled = [...root.querySelectorAll('[aria-label], [title]')].flatMap((element) => [
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('title') ?? '',
  ]);
  const text = withoutProperNames([root.textContent ?? '', ...labelled].join(' '));
  const words = text.match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase())))];
}
