import type { Dictionary } from '../dictionary';
import { countPhrase } from '../format';

const changes = countPhrase('de', { one: '# Änderung', other: '# Änderungen' });
/** Das Verb richtet sich nach der Zahl: „1 Änderung bleibt“, „2 Änderungen bleiben“. */
const keptHere = countPhrase('de', {
  one: '# Änderung bleibt hier und wird später gesendet',
  other: '# Änderungen bleiben hier und werden später gesendet',
});
const deals = countPhrase('de', { one: '# Spiel', other: '# Spiele' });
const minutes = countPhrase('de', { one: '# Minute', other: '# Minuten' });

const refusal: Dictionary['club']['refusal'] = {
  'event-immutable': 'ein Eintrag, der schon auf dem Server ist, kann nicht geändert werden',
  'author-not-user': 'Einträge können nur unter dem eigenen Vereinslogin gesendet werden',
  'kind-unknown': 'der Server kennt diese Art Eintrag nicht (App aktualisieren?)',
  'doc-too-large': 'ein Eintrag ist zu groß',
  'doc-malformed': 'ein Eintrag hat nicht die Form, die der Verein annimmt',
  unauthorized: 'Benutzername oder Passwort ist falsch',
  'session-expired': 'nicht mehr angemeldet – in den Einstellungen neu anmelden',
  'other-site':
    'der Vereinsserver hat den Login angenommen, aber dieser Browser sendet den Login des Vereins nicht an einen Server auf einer anderen Website als der der App. Die App von der Website des Vereinsservers öffnen oder die Adresse des Vereins mit dem Hostnamen der App angeben (zum Beispiel auf beiden 127.0.0.1, nicht auf einer localhost)',
  'not-member': 'dieser Login ist kein Mitglied des Vereins',
  'server-not-https': 'die Adresse muss mit https:// beginnen (http nur für dieses Gerät)',
  'not-a-club': 'die Adresse ist keine Vereinsdatenbank',
  'guest-read-only':
    'mit diesem Link verfolgt dieses Gerät die Liste nur, es trägt keine Spiele ein',
  'link-revoked': 'der Listenführer hat diesen Link zurückgezogen – einen neuen anfordern',
  'night-director-only': 'das darf nur der Spielleiter des Vereinsabends (ein Vereinsadmin)',
  'table-other-sheet': 'das Gerät eines Tisches darf nur die Liste seines Tisches schreiben',
  'night-sheet-table-only':
    'die Liste eines Vereinsabends dürfen nur das Gerät ihres Tisches und der Spielleiter schreiben',
  'night-closed':
    'der Spielleiter hat den Vereinsabend abgeschlossen: an diesem Tisch wird nichts mehr eingetragen',
  'table-setup-fixed': 'Name, Spieler und Regeln des Vereinsabends legt der Spielleiter fest',
  'table-deal-beyond-series':
    'dieses Spiel geht über die Spiele der Serie hinaus: den Spielleiter fragen',
  'sheet-writes-spent':
    'diese Anmeldung hat so viele Änderungen an dieser Liste geschrieben, wie der Vereinsserver annimmt: einen Vereinsadmin fragen',
  'confirm-not-at-table': 'nur wer an diesem Tisch spielt, kann seine Liste bestätigen',
  'confirm-pin-wrong':
    'diese PIN gehört nicht zu diesem Spieler: den Spielleiter nach der eigenen fragen',
  'confirm-tries-spent':
    'dieser Spieler hat an diesem Tisch alle Versuche verbraucht: der Spielleiter kann die Preise freigeben',
};

const guestRefusal: Dictionary['club']['guests']['refusal'] = {
  'no-login': 'auf diesem Gerät nicht beim Verein angemeldet',
  'not-shared': 'die Liste ist nicht mit dem Verein dieses Logins geteilt',
  'server-not-https': refusal['server-not-https'],
  'no-guest-database':
    'alle Gastlinks des Vereins sind vergeben: einen zurückziehen oder den Vereinsadmin um mehr bitten',
  offline: 'keine Antwort vom Vereinsserver',
  'session-expired': refusal['session-expired'],
  'not-member': refusal['not-member'],
  'server-refused': 'der Vereinsserver hat es nicht angenommen',
};

/** Listen live teilen über den Vereinsserver. */
export const clubStrings: Dictionary['club'] = {
  heading: 'Verein',
  intro:
    'Listen live über den Vereinsserver teilen. Einmal anmelden: Dieses Gerät behält die Adresse des Servers und den Benutzernamen, nie das Passwort und nie in einer Sicherung.',
  server: 'Adresse des Vereinsservers',
  serverHint: 'Die Vereinsdatenbank, z. B. https://skat.example.org/skatclub',
  name: 'Benutzername',
  password: 'Passwort',
  save: 'Vereinslogin speichern',
  saved: 'Beim Verein angemeldet. Das Passwort bleibt nicht auf diesem Gerät.',
  loggingIn: 'Anmeldung läuft … Der Vereinsserver braucht einen Moment, um das Passwort zu prüfen.',
  lockedOut: (wait) =>
    `Nicht angemeldet: zu viele falsche Passwörter für diesen Benutzernamen. Der Vereinsserver sperrt diesen Login für einige Minuten, auch mit dem richtigen Passwort. In ${minutes(wait)} erneut versuchen.`,
  loggedInAs: (name) => `Angemeldet als ${name}.`,
  logOut: 'Abmelden',
  loggedOut: 'Vom Verein abgemeldet.',
  test: 'Verbindung testen',
  testing: 'Verbindung wird getestet …',
  testResult: {
    ok: 'Verbunden: Dieser Login liest die Listen des Vereins.',
    offline: 'Keine Antwort vom Vereinsserver: Adresse und Netz prüfen.',
  },
  refusedTest: (reason) => `Nicht verbunden: ${reason}.`,
  refusal,
  shareLive: 'Liste live teilen',
  sharing: 'Wird geteilt …',
  shareRefusal: {
    'no-login':
      'Zuerst den Verein in den Einstellungen eintragen (Server, Benutzername, Passwort).',
    'server-not-https': `Nicht geteilt: ${refusal['server-not-https']}.`,
    'store-failed': 'Nicht geteilt: Die Liste konnte auf diesem Gerät nicht vorbereitet werden.',
  },
  linkHeading: 'Link zum Beitreten',
  linkHelp:
    'Vereinsmitglieder öffnen diesen Link auf ihrem Gerät, mit ihrem eigenen Vereinslogin, und haben die Liste live.',
  copy: 'Link kopieren',
  copied: 'Link kopiert.',
  qr: 'QR-Code des Links zum Beitreten',
  statusLabel: 'Live geteilt',
  status: {
    connecting: 'Verbindung zum Vereinsserver …',
    synced: 'Abgeglichen',
    sending: (waiting) => `Wartet auf Abgleich: ${changes(waiting)}`,
    offline: (waiting) => (waiting > 0 ? `Offline: ${keptHere(waiting)}` : 'Offline'),
    refused: (reason) => `Vom Vereinsserver abgelehnt: ${reason}`,
    removed:
      'Von einem Vereinsadmin vom Vereinsserver entfernt. Die Liste bleibt auf diesem Gerät.',
  },
  stopSharing: 'Teilen beenden',
  stopTitle: 'Teilen dieser Liste beenden?',
  stopMessage:
    'Dieses Gerät sendet und empfängt keine Änderungen dieser Liste mehr. Die Liste bleibt hier vollständig und funktioniert offline wie jede andere. Die Einträge auf dem Vereinsserver bleiben dort, und die anderen Geräte, die sie teilen, machen weiter.',
  stopped: 'Teilen beendet. Die Liste bleibt auf diesem Gerät.',
  clubSheets: 'Vereinslisten',
  clubSheetsLoading: 'Die Listen des Vereins werden geladen …',
  clubSheetsEmpty: 'Auf dem Vereinsserver ist noch keine Liste geteilt.',
  clubSheetsNoLogin: 'Zuerst den Vereinslogin speichern.',
  clubSheetsHelp: 'Eine Liste öffnen, um ihr auf diesem Gerät live beizutreten.',
  clubSheetsFailed: (reason) => `Die Listen des Vereins konnten nicht gelesen werden: ${reason}.`,
  clubOffline: 'keine Antwort vom Vereinsserver',
  clubSheetLine: (players, date, count) =>
    [players.join(', '), date, ...(count === null ? [] : [deals(count)])].join(' · '),
  moreSheets: 'Weitere Listen zeigen',
  removeSheet: (name, players) => `„${name}“ (${players.join(', ')}) vom Server entfernen`,
  removeTitle: 'Diese Liste vom Vereinsserver entfernen?',
  removeMessage: (name) =>
    `„${name}“ wird auf dem Vereinsserver für alle gelöscht: Sie steht nicht mehr bei den Listen des Vereins, und niemand kann ihr mehr beitreten. Geräte, die sie haben, behalten ihre Kopie als einfache Liste.`,
  removeConfirm: 'Vom Server entfernen',
  removing: 'Wird entfernt …',
  removedSheet: (name) => `„${name}“ wurde vom Vereinsserver entfernt.`,
  removeFailed: (reason) => `Nicht entfernt: ${reason}.`,
  joinTitle: 'Einer geteilten Liste beitreten',
  joining: 'Die Liste wird vom Vereinsserver geholt …',
  joinLogin: (server) => `Der Vereinsserver dieses Links: ${server}`,
  joinLogIn: 'Anmelden und Liste holen',
  joinRefusal: {
    'no-login': 'Beim Verein anmelden, um diese Liste zu holen: hier oder in den Einstellungen.',
    'server-not-https': `Dieser Link geht nicht: ${refusal['server-not-https']}.`,
    'store-failed': 'Die Liste konnte auf diesem Gerät nicht gespeichert werden.',
    'other-club': 'Dieser Link gehört zu einem anderen Vereinsserver als dem in den Einstellungen.',
    'link-invalid': 'Dieser Link ist beschädigt: bitte neu geben lassen.',
  },
  guests: {
    heading: 'Gastlinks',
    help: 'Ein Gastlink gibt einem Gerät ohne Vereinslogin diese eine Liste, live, und sonst nichts vom Verein. Nach dem Abend zurückziehen.',
    follow: 'Link zum Mitverfolgen',
    keeper: 'Link für einen zweiten Listenführer',
    making: 'Link wird erstellt …',
    followLink: 'Gastlink zum Mitverfolgen (nur lesen)',
    keeperLink: 'Gastlink für einen zweiten Listenführer (trägt Spiele ein)',
    qr: 'QR-Code des Gastlinks',
    revoke: 'Link zurückziehen',
    revokeTitle: 'Diesen Gastlink zurückziehen?',
    revokeMessage:
      'Das Gerät, das mit ihm beigetreten ist, bekommt diese Liste nicht mehr (seine Kopie bleibt dort). Mit diesem Link kann niemand mehr beitreten.',
    revoked: 'Gastlink zurückgezogen.',
    failed: (reason) => `Kein Gastlink: ${reason}.`,
    revokeFailed: (reason) => `Nicht zurückgezogen: ${reason}.`,
    refusal: guestRefusal,
  },
  guestJoin: {
    title: 'Einer Liste als Gast beitreten',
    joining: 'Die Liste wird vom Vereinsserver geholt …',
    invalid: 'Dieser Gastlink ist beschädigt: bitte neu anfordern.',
    'night-closed':
      'Der Vereinsabend dieses Tisches ist abgeschlossen: Hier werden keine Spiele mehr eingetragen. Die Ergebnisse hat der Spielleiter.',
    'link-revoked': 'Dieser Gastlink wurde zurückgezogen: beim Listenführer einen neuen anfordern.',
    following: 'Dieses Gerät verfolgt die Liste mit: Der Listenführer trägt die Spiele ein.',
    keeping: 'Dieses Gerät ist zweiter Listenführer dieser Liste.',
  },
  notSent: {
    title: 'Nicht gesendet: der Spielleiter hat den Abend vorher abgeschlossen',
    deal: (deal, what) => `Spiel ${deal}: ${what}`,
    other: 'Eine Änderung der Liste',
    help: 'Dieses Gerät konnte sie nicht an den Vereinsserver senden, bevor der Spielleiter den Abend abgeschlossen hat. Sie zählen nicht, weder hier noch im Stand. Zeigen Sie sie dem Spielleiter: Er trägt sie in die Liste dieses Tisches ein.',
  },
  settingsLink: 'Einstellungen öffnen',
  sheetsLink: 'Zurück zu den Listen',
};
