// The words of `npm run check-night`, in English and German (issue 33: a club's results checked by
// anyone, and a German club reads German). The checker's logic says codes and numbers; every
// sentence is here, one function per message, so the two languages cannot drift apart unnoticed
// (the German one is typed as the English one). German terms per ../shared/rules/glossary-de.md.

export interface CheckWords {
  readonly usage: string;
  readonly cannotRead: (path: string) => string;
  /** `path` is the file; `what` one of the read problems below. */
  readonly refusedFile: (path: string, what: string) => string;
  readonly notOurs: string;
  readonly newer: (version: number) => string;
  readonly tooBig: (chars: number) => string;
  readonly damaged: (at: string) => string;
  readonly top: string;
  readonly refused: (difference: string) => string;
  readonly aFigure: string;
  readonly drawDiffers: (
    night: number | null,
    series: number,
    seed: string,
    table: number,
  ) => string;
  readonly figureDiffers: (path: string, place: string, inFile: string, fromLogs: string) => string;
  readonly nothing: string;
  readonly night: (night: number) => string;
  readonly seriesTable: (series: number, table: number) => string;
  readonly deal: (deal: number) => string;
  readonly rankingLine: (line: number) => string;
  readonly accepted: (nights: number, lists: number, deals: number, ms: number) => string;
}

const en: CheckWords = {
  usage: 'usage: npm run check-night [--lang en|de] <results file>',
  cannotRead: (path) => `refused: cannot read ${path}`,
  refusedFile: (path, what) => `refused: ${path} is ${what}`,
  notOurs: 'not a results file of the Skat scorekeeper',
  newer: (version) =>
    `a results file of version ${version}, newer than this checker reads: update the app`,
  tooBig: (chars) => `too big to be a results file (${chars} characters)`,
  damaged: (at) => `a results file, but damaged at ${at}`,
  top: 'its top',
  refused: (difference) => `refused: ${difference}`,
  aFigure: 'a figure does not follow',
  drawDiffers: (night, series, seed, table) =>
    `the seating of ${night === null ? '' : `night ${night}, `}series ${series} is not what seed "${seed}" draws (table ${table} differs)`,
  figureDiffers: (path, place, inFile, fromLogs) =>
    `${path}${place} is ${inFile} in the file, but ${fromLogs} from the logs`,
  nothing: 'nothing',
  night: (night) => `night ${night}`,
  seriesTable: (series, table) => `series ${series}, table ${table}`,
  deal: (deal) => `deal ${deal}`,
  rankingLine: (line) => `line ${line} of the ranking`,
  accepted: (nights, lists, deals, ms) =>
    `ok: ${nights} night(s), ${lists} lists, ${deals} deals; every figure follows from the logs (${ms} ms)`,
};

const de: CheckWords = {
  usage: 'Aufruf: npm run check-night [--lang en|de] <Ergebnisdatei>',
  cannotRead: (path) => `abgelehnt: ${path} ist nicht lesbar`,
  refusedFile: (path, what) => `abgelehnt: ${path} ist ${what}`,
  notOurs: 'keine Ergebnisdatei des Skat-Listenführers',
  newer: (version) =>
    `eine Ergebnisdatei der Version ${version}, neuer als diese Prüfung liest: bitte die App aktualisieren`,
  tooBig: (chars) => `zu groß für eine Ergebnisdatei (${chars} Zeichen)`,
  damaged: (at) => `eine Ergebnisdatei, aber beschädigt bei ${at}`,
  top: 'ihrem Anfang',
  refused: (difference) => `abgelehnt: ${difference}`,
  aFigure: 'eine Zahl folgt nicht aus den Einträgen',
  drawDiffers: (night, series, seed, table) =>
    `die Tischeinteilung ${night === null ? '' : `von Abend ${night}, `}${series}. Serie ist nicht die Auslosung aus dem Startwert „${seed}“ (Tisch ${table} weicht ab)`,
  figureDiffers: (path, place, inFile, fromLogs) =>
    `${path}${place} ist ${inFile} in der Datei, aber ${fromLogs} aus den Einträgen`,
  nothing: 'nichts',
  night: (night) => `Abend ${night}`,
  seriesTable: (series, table) => `${series}. Serie, Tisch ${table}`,
  deal: (deal) => `Spiel ${deal}`,
  rankingLine: (line) => `Zeile ${line} des Stands`,
  accepted: (nights, lists, deals, ms) =>
    `in Ordnung: ${nights} Abend(e), ${lists} Listen, ${deals} Spiele; jede Zahl folgt aus den Einträgen (${ms} ms)`,
};

/** The language asked for: `--lang de|en`, else the locale's (LC_ALL, LC_MESSAGES, LANG), else English. */
export function checkWords(lang: string | undefined, env: NodeJS.ProcessEnv): CheckWords {
  // An empty variable counts as unset, as the C library reads them.
  const chosen = [lang, env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value) ?? '';
  return chosen.toLowerCase().startsWith('de') ? de : en;
}
