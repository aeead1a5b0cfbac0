import type { Dictionary } from '../dictionary';
import { countPhrase, formatList } from '../format';

const minutes = countPhrase('de', { one: '# Minute', other: '# Minuten' });
const players = countPhrase('de', { one: '# Spieler', other: '# Spieler' });
/** „Tisch 2 ist noch nicht fertig" / „Tische 1 und 3 sind noch nicht fertig". */
const unfinishedTables = (tables: readonly number[]) =>
  tables.length === 1
    ? `Tisch ${tables[0] ?? ''} ist noch nicht fertig`
    : `Tische ${formatList(tables.map(String), 'de')} sind noch nicht fertig`;

const TABLE_WORDS: Readonly<Record<number, string>> = {
  3: 'Dreiertisch',
  4: 'Vierertisch',
  5: 'Fünfertisch',
};

/** Vereinsabende und Turniere (Issue 22): die Abende des Vereins, der Spielleiter, die öffentliche Seite. */
export const nightsStrings: Dictionary['nights'] = {
  entry: 'Vereinsabende',
  heading: 'Vereinsabende',
  back: 'Zurück zu den Einstellungen',
  intro:
    'Die Abende des Vereins auf seinem Server: die Tische jedes Abends, der Stand live und die Ergebnisse.',
  loading: 'Die Abende werden geladen …',
  noLogin: 'Zuerst beim Verein anmelden (Einstellungen, Verein).',
  failed: (reason) => `Die Abende konnten nicht gelesen werden: ${reason}.`,
  clubOffline: 'keine Antwort vom Vereinsserver',
  codeMissing: 'der Teil der App für Vereinsabende ließ sich nicht laden; bitte die App neu laden',
  empty: 'Noch keine Abende.',
  listHeading: 'Abende',
  closed: 'abgeschlossen',
  live: 'läuft',
  nightLine: (name, date, state) => `${name}, ${date}, ${state}`,
  newNight: 'Neuer Abend',
  season: 'Jahreswertung',

  form: {
    heading: 'Neuer Abend',
    name: 'Name des Abends',
    defaultName: 'Vereinsabend',
    date: 'Datum',
    rosterPlayers: 'Spieler auf diesem Gerät',
    noRoster: 'Noch keine Spieler auf diesem Gerät: die Namen unten eintippen.',
    typedPlayers: 'Weitere Spieler, ein Name je Zeile',
    playerCount: (count) => `${players(count)} am Abend.`,
    seriesCount: 'Serien',
    dealsAtFour: 'Spiele am Vierertisch',
    dealsAtThree: 'Spiele am Dreiertisch',
    allowFive: 'Fünfertische zulassen',
    allowFiveHint:
      'Die Auslosung setzt übrige Spieler, wo es geht, an Fünfer- statt an Dreiertische. Am Fünfertisch setzen der Geber und der dritte Spieler links von ihm jedes Spiel aus.',
    dealsAtFive: 'Spiele am Fünfertisch',
    rules: 'Regeln',
    lostFee: 'Verlustspielgeld in €',
    higherFrom: 'Höheres Verlustspielgeld ab verlorenem Spiel (leer: nie)',
    higherFee: 'Höheres Verlustspielgeld in €',
    entryFee: 'Startgeld in €',
    shares: 'Preisliste in %, Bester zuerst',
    sharesHint: 'z. B. 50 30 20',
    pool: 'Preisgeld aus',
    poolSource: {
      entry: 'Startgeld',
      'entry-and-lost-games': 'Startgeld und Verlustspielgeld',
    },
    create: 'Abend anlegen',
    creating: 'Der Abend wird angelegt …',
    cancel: 'Abbrechen',
    refused: 'Der Abend wurde nicht angelegt:',
  },

  problem: {
    'too-few-players': (count) => `ein Abend braucht 3 bis 400 Spieler; er hat ${players(count)}`,
    'no-table-split': (count) =>
      `${players(count)} lassen sich nicht auf Dreier- und Vierertische verteilen`,
    'table-size': (table, size) =>
      `an Tisch ${table} sitzen ${players(size)}; ein Tisch hat 3 oder 4`,
    'table-size-five': (table, size) =>
      `an Tisch ${table} sitzen ${players(size)}; ein Tisch hat 3 bis 5`,
    'player-twice': (name) => `${name} sitzt an zwei Tischen`,
    'name-twice': (name) => `${name} ist zweimal am Abend`,
    'player-unknown': (name) => `${name} spielt an diesem Abend nicht mit`,
    'player-not-seated': (name) => `${name} hat keinen Tisch`,
    'player-absent': (name) => `${name} fehlt in dieser Serie`,
    'series-length': (tableSize, deals) =>
      `${deals} Spiele gehen am ${TABLE_WORDS[tableSize] ?? 'Tisch'} nicht auf: die Zahl muss durch ${tableSize} teilbar sein (höchstens 96)`,
    'series-count': 'ein Abend hat 1 bis 10 Serien',
    'fee-invalid': 'ein Betrag ist keine Angabe in € (z. B. 0,50)',
    'name-missing': 'der Abend braucht einen Namen',
    'date-invalid': 'das Datum fehlt',
    'share-invalid': (place) => `der Anteil für Platz ${place} ist keine Prozentzahl`,
    'shares-over-100': 'die Anteile der Preisliste ergeben mehr als 100 %',
    'seed-invalid': 'der Startwert hat 1 bis 24 Zeichen, ohne Leerzeichen am Anfang oder Ende',
    'seed-used': (series) =>
      `Serie ${series} wurde mit diesem Startwert ausgelost: derselbe Startwert ergibt dieselben Tische`,
    'all-series-assigned': (count) => `alle ${count} Serien sind schon eingeteilt`,
    'no-previous-series': 'Setzen nach Stand braucht eine gespielte Serie',
    'table-logins-in-use':
      'alle Tisch-Logins des Vereins sind vergeben: einen früheren Vereinsabend abschließen oder den Vereinsadmin um mehr bitten',
    'night-databases-in-use':
      'alle Abend-Datenbanken des Vereins sind von laufenden Vereinsabenden belegt: einen früheren Vereinsabend abschließen oder den Vereinsadmin um mehr bitten',
    'night-director-only': 'das darf nur ein Spielleiter (Vereinsadmin)',
    'table-link-unknown': 'kein Gerät hat den Link dieses Tisches noch',
    'table-link-changed':
      'ein anderes Gerät hat schon einen neuen Link für diesen Tisch erstellt; er wird jetzt gezeigt',
    'table-other-sheet': 'ein Tisch darf nur seine eigene Liste schreiben',
    'night-sheet-table-only':
      'die Liste eines Tisches schreibt nur sein Gerät oder der Spielleiter',
  },

  night: {
    back: 'Zurück zu den Vereinsabenden',
    loading: 'Der Abend wird geladen …',
    notFound: 'Diesen Abend gibt es auf dem Vereinsserver nicht.',
    status: {
      live: 'Live: der Stand folgt den Tischen.',
      offline: 'Keine Verbindung zum Vereinsserver: der Stand zeigt, was angekommen ist.',
    },
    failed: (reason) => `Nicht verbunden: ${reason}.`,
    closedAt: (when) => `Abgeschlossen am ${when}.`,
    closedBadge: 'abgeschlossen',
    readOnly:
      'Dieser Abend ist hier nur zum Ansehen: Tische einteilen und abschließen kann nur der Spielleiter.',
    planLine: (playerWords, series, four, three) =>
      `${playerWords}, ${series} ${series === 1 ? 'Serie' : 'Serien'}, ${four} Spiele am Vierertisch, ${three} am Dreiertisch.`,
    planLineFive: (playerWords, series, four, three, five) =>
      `${playerWords}, ${series} ${series === 1 ? 'Serie' : 'Serien'}, ${four} Spiele am Vierertisch, ${three} am Dreiertisch, ${five} am Fünfertisch.`,
    playerCount: players,

    assignHeading: (series) => `${series}. Serie: Tischeinteilung`,
    allAssigned: 'Alle Serien sind eingeteilt.',
    method: 'Einteilen durch',
    methods: { draw: 'Auslosung', standings: 'Setzen nach Stand', hand: 'Von Hand' },
    seed: 'Startwert der Auslosung',
    seedHint: 'Derselbe Startwert ergibt dieselben Tische.',
    newSeed: 'Neuer Startwert',
    handHint: 'Ein Tisch je Zeile: seine Spieler in Sitzfolge, durch Kommas getrennt (3 oder 4).',
    handTables: 'Tische',
    assign: (series) => `${series}. Serie einteilen`,
    assigning: 'Die Tische werden eingeteilt …',
    assignRefused: 'Die Tische wurden nicht eingeteilt:',
    assigned: (series) =>
      `Die ${series}. Serie ist eingeteilt. Jetzt jedem Tisch seinen Link geben.`,

    drawRepeats: (pairs) =>
      pairs === 0
        ? 'Niemand sitzt mit jemandem zusammen, mit dem er schon saß.'
        : pairs === 1
          ? '1 Paar sitzt wieder zusammen: Die Auslosung konnte es nicht trennen.'
          : `${pairs} Paare sitzen wieder zusammen: Die Auslosung konnte sie nicht trennen.`,
    seriesHeading: (series) => `${series}. Serie`,
    tableHeading: (table) => `Tisch ${table}`,
    progress: (deals, of) => `Spiel ${deals} von ${of}`,
    lastDeal: (ago) => `letztes Spiel ${ago}`,
    noDealYet: 'noch kein Spiel',
    justNow: 'gerade eben',
    minutesAgo: (count) => `vor ${minutes(count)}`,
    stalled: 'seit einer Weile kein Spiel: ist dieser Tisch noch verbunden?',
    tableDone: 'fertig',
    tableLink: (table) => `Beitrittslink für Tisch ${table}`,
    tableQr: (table) => `QR-Code des Beitrittslinks für Tisch ${table}`,
    linkElsewhere: 'Der Link dieses Tisches ist auf dem Gerät des Spielleiters.',
    newLink: (table) => `Neuer Link für Tisch ${table}`,
    newLinkWarning: (table) =>
      `Der bisherige Link von Tisch ${table} gilt dann nicht mehr; sein Gerät braucht den neuen Link.`,
    newLinkConfirm: (table) => `Neuen Link für Tisch ${table} erstellen`,
    linkRenewed: (table) => `Tisch ${table} hat einen neuen Link. Der alte gilt nicht mehr.`,
    linkRenewFailed: (reason) => `Es wurde kein neuer Link erstellt: ${reason}.`,
    openSheet: (table) => `Liste von Tisch ${table} öffnen`,
    copy: 'Kopieren',

    rankingHeading: 'Stand',
    rankingScope: 'Stand von',
    total: 'Gesamt',
    seriesScope: (series) => `${series}. Serie`,
    noRanking: 'Der Stand beginnt mit der ersten Serie.',
    columns: {
      rank: 'Platz',
      name: 'Name',
      points: 'Punkte',
      won: 'Gewonnen',
      lost: 'Verloren',
      fees: 'Geld',
    },

    publicHeading: 'Öffentlicher Stand',
    publicHelp:
      'Jeder mit diesem Link sieht den Stand (nur Namen), z. B. auf einem Bildschirm im Raum.',
    publicLink: 'Link zum öffentlichen Stand',
    publicQr: 'QR-Code des Links zum öffentlichen Stand',
    publishFailed: (reason) => `Der öffentliche Stand wurde nicht erneuert: ${reason}.`,

    close: 'Abend abschließen',
    closeTitle: 'Den Abend abschließen?',
    closeMessage:
      'Die Tische können keine Spiele mehr eintragen. Die Ergebnisse zählen für die Jahreswertung; eine Liste lässt sich noch berichtigen.',
    closeUnfinished: (tables) =>
      `Nicht fertig: ${tables}. Ein Spiel, das ein Tisch bis dahin nicht gesendet hat, zählt nicht: Sein Gerät zeigt es als nicht gesendet, und Sie tragen es in die Liste des Tisches ein.`,
    unfinishedTable: (series, table, deals, of) =>
      `${series}. Serie, Tisch ${table} (Spiel ${deals} von ${of})`,
    notFinished:
      'Nicht fertig. Ein Spiel, das sein Gerät als nicht gesendet zeigt, tragen Sie in die Liste des Tisches ein.',
    closing: 'Der Abend wird abgeschlossen …',
    closeFailed: (reason) => `Der Abend wurde nicht abgeschlossen: ${reason}.`,
    correctHelp:
      'Eine Berichtigung nach dem Abschluss: die Liste des Tisches mit der Vereinsanmeldung des Spielleiters öffnen.',
    resultsFailed: (reason) => `Die berichtigten Ergebnisse wurden nicht gespeichert: ${reason}.`,

    printouts: 'Ausdrucke',
    exportResults: 'Ergebnisse exportieren',
    exporting: 'Die Ergebnisdatei wird erstellt …',
    exported: (file: string) =>
      `Ergebnisdatei ${file} heruntergeladen: der Plan, die Tischeinteilung mit ihrem Startwert, alle Spiele jedes Tisches, Startgeld und Verlustspielgeld und die Ergebnisliste. Jeder kann sie mit npm run check-night prüfen.`,
    exportFailed: (reason: string) => `Die Ergebnisse wurden nicht exportiert: ${reason}.`,
    season: 'Jahreswertung',
  },

  public: {
    heading: 'Stand',
    loading: 'Der Stand wird geladen …',
    notFound: 'Diesen Stand gibt es auf dem Server nicht.',
    damaged: 'Dieser Stand kann nicht gelesen werden.',
    offline: 'Keine Antwort vom Server: der zuletzt gelesene Stand.',
    updated: (when) => `Stand von ${when}.`,
    closed: 'Endstand: der Abend ist abgeschlossen.',
    live: 'Der Abend läuft: diese Seite erneuert sich selbst.',
    tablesHeading: 'Tische',
  },

  fees: {
    heading: 'Startgeld und Preise',
    entry: (amount) => `Startgeld ${amount} je Spieler.`,
    lost: (amount) => `Verlustspielgeld ${amount} je verlorenes Spiel.`,
    higher: (amount, from) => `${amount} ab dem ${from}. verlorenen Spiel einer Liste.`,
    pool: (amount, source) => `Preisgeld ${amount}, aus ${source}.`,
    shares: (shares) => `Preise: ${shares} des Preisgelds, vom Besten an.`,
    noShares: 'Keine Preisanteile festgelegt.',
  },

  roster: {
    heading: (series) => `Spieler der ${series}. Serie`,
    rule: 'Wer später kommt, beginnt mit 0 und zählt ab der Serie, in der er einsteigt. Ein Ersatzspieler spielt unter eigenem Namen: jeder zählt seine eigenen Serien. Wer fehlt, behält die gespielten Serien.',
    present: (count, series) => `${count} spielen die ${series}. Serie.`,
    absentHeading: 'Fehlt',
    markAbsent: (name) => `${name} fehlt`,
    markBack: (name) => `${name} ist wieder da`,
    latecomer: 'Name des Nachzüglers',
    add: 'Nachzügler aufnehmen',
    replaced: 'Wer ersetzt wird',
    replacement: 'Name des Ersatzspielers',
    replace: 'Spieler ersetzen',
    saving: 'Wird gespeichert …',
    refused: 'Die Spieler wurden nicht geändert:',
    changed: 'Die Spieler sind geändert.',
    historyHeading: 'Änderungen der Spieler des Abends',
    entry: {
      'player-added': (name, series) =>
        `Vor der ${series}. Serie: ${name} kommt dazu (Nachzügler).`,
      'player-absent': (name, series) => `Vor der ${series}. Serie: ${name} fehlt.`,
      'player-back': (name, series) => `Vor der ${series}. Serie: ${name} ist wieder da.`,
      'player-replaced': (name, series, by) => `Vor der ${series}. Serie: ${by} ersetzt ${name}.`,
    },
    problem: {
      'name-missing': 'der neue Spieler braucht einen Namen (höchstens 40 Zeichen)',
      'roster-series-passed': 'diese Serie ist schon eingeteilt',
      'series-running': (series, tables) =>
        `die ${series}. Serie läuft: ${unfinishedTables(tables)}; die Spieler ändern, wenn ihre Tische fertig sind`,
      'night-closed': 'der Abend ist abgeschlossen',
      'player-already-absent': (name) => `${name} fehlt schon`,
      'player-present': (name) => `${name} fehlt nicht`,
    },
  },
};
