import type { Dictionary } from '../dictionary';
import { formatList, formatReceived, plural } from '../format';
import { n } from './numbers';

/** Jedes Problem, das Regeln, Speicher und Wiederherstellen melden, als deutscher Satz. */
export const errorsStrings: Dictionary['errors'] = {
  deal: {
    'game-missing': 'Spiel wählen: eine Farbe, Grand, Null oder eingepasst.',
    'game-unknown': 'Das ist kein Skatspiel.',
    'declarer-missing': 'Wählen, wer das Spiel gespielt hat.',
    'declarer-not-a-seat': 'Der Alleinspieler muss einer der Spieler am Tisch sein.',
    'tops-missing': 'Spitzen eingeben: mit oder ohne wie viele.',
    'tops-out-of-range':
      'Spitzen gibt es im Farbspiel von 1 bis 11, im Grand von 1 bis 4 (ISkO 2.4).',
    'tops-not-for-null': 'Ein Nullspiel hat keine Spitzen.',
    'announcement-needs-hand':
      'Schneider, Schwarz und Ouvert können nur in einem Handspiel angesagt werden (ISkO 5.2.5).',
    'announcement-unknown': 'Angesagt werden kann nur Schneider oder Schwarz – oder nichts.',
    'ouvert-needs-schwarz-announced':
      'Ein offenes Farb- oder Grandspiel ist immer Hand mit Schwarz angesagt (ISkO 5.2.6).',
    'announcement-not-for-null': 'Im Nullspiel können Schneider und Schwarz nicht angesagt werden.',
    'result-missing':
      'Die Augen des Alleinspielers eingeben oder angeben, ob das Spiel gewonnen wurde.',
    'points-not-whole': 'Augen sind ganze Zahlen.',
    'points-out-of-range':
      'Die Augen des Alleinspielers, Skat eingerechnet, liegen zwischen 0 und 120.',
    'points-not-for-null': 'Ein Nullspiel entscheiden die Stiche, nicht die Augen.',
    'tricks-unknown': 'Der Alleinspieler hat keinen Stich, einige Stiche oder alle Stiche.',
    'all-tricks-need-120-points': 'Wer alle Stiche hat, hat alle 120 Augen.',
    'no-tricks-at-most-22-points':
      'Wer keinen Stich hat, hat nur den Skat: höchstens 22 Augen (zwei Asse).',
    'null-all-tricks-impossible': 'Ein Nullspiel endet mit dem ersten Stich des Alleinspielers.',
    'outcome-contradicts-announcement':
      'Ein gewonnenes Spiel mit Schneider oder Schwarz angesagt muss das Angesagte erreicht haben (ISkO 5.2.5).',
    'bid-not-legal':
      'Das ist kein Reizwert: Reizwerte sind Spielwerte wie 18, 20, 22, 23, 24 und 27.',
    'kontra-unknown': 'Ein Spiel wird ohne Kontra, mit Kontra oder mit Re gespielt.',
    'bock-out-of-range': 'Bock-Verdopplungen sind eine ganze Zahl ab 0.',
    'tops-held-unknown': 'Spitzen sind entweder „mit“ oder „ohne“.',
    'flag-not-yes-or-no': 'Hand und Ouvert sind entweder an oder aus.',
    'outcome-unknown':
      'Das Ergebnis ist gewonnen oder verloren, Schneider und Schwarz an oder aus.',
  },
  nullBelowBid: (played, bid, reaching) => {
    const below = `${played.name} ist ${n(played.value)} wert, weniger als gereizt (${n(bid)})`;
    if (reaching.length === 0) return `${below}; kein Nullspiel erreicht ${n(bid)}.`;
    const names = formatList(
      reaching.map((r) => `${r.name} (${n(r.value)})`),
      'de',
    );
    return `${below}; nur ${names} ${plural('de', reaching.length, { one: 'würde', other: 'würden' })} reichen.`;
  },
  sheet: {
    'players-not-3-or-4': 'An einem Tisch sitzen 3, 4 oder 5 Spieler.',
    'sixth-player': 'An einem Tisch sitzen höchstens 5 Spieler: ein sechster hat keinen Platz.',
    'first-dealer-not-a-seat': 'Der erste Geber muss einer der Spieler sein.',
    'dealer-declares-at-four': 'Am Vierertisch setzt der Geber aus und kann nicht spielen.',
    'declarer-sits-out-at-five':
      'Am Fünfertisch setzen der Geber und der dritte Spieler links von ihm aus und können nicht spielen.',
    'kontra-not-allowed': 'Diese Liste wird ohne Kontra und Re gespielt.',
    'deal-invalid': 'Dieses Spiel ist ungültig.',
    'bock-rule-invalid':
      'Bock ist entweder aus oder wird in Bockrunden nach einem oder mehreren bekannten Ereignissen (jedes einmal) gespielt, gleichzeitig oder nacheinander.',
  },
  atDeal: (dealNumber, message) => `Spiel ${n(dealNumber)}: ${message}`,

  sheetName: {
    empty: 'Der Name der Liste ist leer.',
    tooLong: (max) => `Der Name der Liste ist länger als ${n(max)} Zeichen.`,
    controlCharacter: 'Der Name der Liste enthält ein Steuerzeichen.',
    spacesAround: 'Der Name der Liste beginnt oder endet mit Leerzeichen.',
    directionControl: 'Der Name der Liste enthält eine Schreibrichtungs-Steuerung.',
    invisible: 'Der Name der Liste ist unsichtbar oder enthält ein unsichtbares Zeichen.',
  },
  playerName: {
    empty: (player) => `Der Name von Spieler ${n(player)} ist leer.`,
    tooLong: (player, max) => `Der Name von Spieler ${n(player)} ist länger als ${n(max)} Zeichen.`,
    controlCharacter: (player) => `Der Name von Spieler ${n(player)} enthält ein Steuerzeichen.`,
    spacesAround: (player) =>
      `Der Name von Spieler ${n(player)} beginnt oder endet mit Leerzeichen.`,
    directionControl: (player) =>
      `Der Name von Spieler ${n(player)} enthält eine Schreibrichtungs-Steuerung.`,
    invisible: (player) =>
      `Der Name von Spieler ${n(player)} ist unsichtbar oder enthält ein unsichtbares Zeichen.`,
  },
  playersNot3Or4: (count) => `Eine Liste braucht 3, 4 oder 5 Spieler, nicht ${n(count)}.`,
  sixthPlayer: (count) =>
    `An einem Tisch sitzen höchstens 5 Spieler, nicht ${n(count)}: die übrigen beginnen eine zweite Liste.`,
  namesNotPlayers: (players, names) =>
    `Die Regeln gelten für ${n(players)} Spieler, aber es sind ${n(names)} Namen angegeben.`,
  playerTwice: (name) => `„${name}“ spielt doppelt: Jeder Spieler braucht einen eigenen Namen.`,
  plannedDealsNotPositive: 'Die Zahl der Spiele muss eine ganze Zahl über 0 sein.',
  plannedDealsTooMany: (max) => `Eine Liste kann höchstens ${n(max)} Spiele vorsehen.`,
  plannedDealsNotDivisible: (deals, players) =>
    `Die Zahl der Spiele (${n(deals)}) muss durch die ${n(players)} Spieler teilbar sein, damit jeder gleich oft gibt.`,

  store: {
    storageFull:
      'Der Speicher des Geräts ist voll. Nichts wurde gespeichert; bitte Platz schaffen und noch einmal versuchen.',
    storageFailed: (detail) => `Speichern fehlgeschlagen, nichts wurde geändert (${detail}).`,
    sheetNotFound: 'Diese Liste gibt es nicht mehr (in einem anderen Tab gelöscht?).',
    dealNotFound: 'Dieses Spiel gibt es nicht mehr (in einem anderen Tab gelöscht?).',
    nothingToUndo: 'Es gibt nichts rückgängig zu machen.',
    sheetComplete:
      'Alle geplanten Spiele dieser Liste sind schon eingetragen (in einem anderen Tab?).',
    bockNotDerived: 'Bock ergibt sich aus den Bockrunden der Liste, nie aus einem Spiel.',
    dealChanged: 'Dieses Spiel wurde in einem anderen Tab geändert, seit es hier geöffnet wurde.',
    dealNotParsedForm:
      'Dieses Spiel kann nicht gespeichert werden: Es hat nicht die Form, in der die App speichert.',
    rulesLocked:
      'Die Regeln einer Liste können nach dem ersten gespeicherten Spiel nicht mehr geändert werden.',
    historyFull:
      'Diese Liste nimmt keine Änderungen mehr an: Ihr Verlauf enthält eine Änderung mit einer Nummer jenseits dessen, was die App zählt (aus einer beschädigten Sicherung, die eine frühere Version wiederhergestellt hat). Die Liste sichern, hier löschen und die Sicherung wiederherstellen: Die wiederhergestellte Liste nimmt wieder Änderungen an.',
  },

  backup: {
    empty: 'Die Datei ist leer.',
    tooLarge: (megabytes) =>
      `Die Datei ist größer als ${n(megabytes)} MB: keine Sicherung dieser App.`,
    notJson: (detail) =>
      `Die Datei ist beschädigt oder keine Sicherung: kein gültiges JSON${detail === null ? '' : ` (${detail})`}.`,
    notABackup: 'Die Datei ist keine Sicherung dieser App.',
    wrongFormat: (format) =>
      `Die Datei ist keine Sicherung dieser App (Format ist nicht „${format}“).`,
    newerVersion: (version, newestKnown) =>
      `Die Datei stammt aus einer neueren Version der App (Sicherungsversion ${formatReceived(version, 'de')}; diese App liest Versionen bis ${n(newestKnown)}). Erst die App aktualisieren, dann wiederherstellen.`,
    place: {
      file: 'die Datei',
      sheet: (sheet) => `Liste ${n(sheet)}`,
      deal: (deal) => `Spiel ${n(deal)}`,
      change: (change) => `Änderung ${n(change)}`,
      item: (item) => `Eintrag ${n(item)}`,
    },
    at: (place, problem) => `${place}: ${problem}`,
    unexpectedField: 'unerwartetes Feld (gehört nicht zu einer Sicherung)',
    missing: 'fehlt',
    wrongValue: (expected, received) =>
      expected === null
        ? `ungültiger Wert (erhalten ${received})`
        : `ungültiger Wert (erwartet ${expected}, erhalten ${received})`,
    notUtf8:
      'Die Datei ist kein UTF-8-Text, wie ihn die App schreibt (in einer anderen Kodierung neu gespeichert?).',
    tooManyDeals: (deals, planned) =>
      `${n(deals)} Spiele auf einer Liste mit ${n(planned)}: Die Liste wird nicht wiederhergestellt.`,
    dealsOutOfOrder: 'Die Spiele stehen nicht in der Reihenfolge, in der sie gespielt wurden.',
    sameSheetId: (first) => `dieselbe ID wie ${first}.`,
    idInvalid: (whose, maxLength) =>
      `${whose} ist keine ID, die diese App lesen kann (ein Text aus 1 bis ${n(maxLength)} Zeichen).`,
    idOf: {
      sheet: 'Die ID der Liste',
      deal: 'Die ID des Spiels',
      change: 'Die ID der Änderung',
      // The comma closes the relative clause before "ist keine ID".
      dealId: 'Die ID des Spiels, das sie ändert,',
      named: 'Die ID der Änderung, die sie nennt,',
      device: 'Die ID des Geräts, das sie gemacht hat,',
    },
    sameDealId: (first) => `dieselbe Spiel-ID wie ${first}.`,
    sameChangeId: (first) => `dieselbe Änderungs-ID wie ${first}.`,
    changeKindUnknown: (received) =>
      `eine Änderung einer Art, die diese App nicht kennt (${received}): von einer neueren App geschrieben, oder die Datei ist beschädigt.`,
    changeClockInvalid: (received) =>
      `Die Uhr der Änderung ist keine ganze Zahl ab 1 (erhalten ${received}): Die Reihenfolge des Verlaufs ist verloren.`,
    changeMissing: (id) => `nennt die Änderung ${id}, die im Verlauf dieser Liste fehlt.`,
    changeNamesLater: (named) =>
      `nennt ${named}, die nicht älter ist als sie selbst: Die Reihenfolge des Verlaufs ist gestört.`,
    changeReplacesOtherDeal: (named) =>
      `berichtigt ein Spiel, ersetzt aber ${named}, die zu einem anderen Spiel gehört.`,
    changeDealUnknown: (dealId) =>
      `ändert das Spiel ${dealId}, das im Verlauf dieser Liste nie eingetragen wurde.`,
    changeSeenInvalid: {
      'not-ids': () =>
        'Was die Änderung als auf ihrem Gerät bekannt angibt, ist keine Liste von Änderungen: Welche Änderungen gleichzeitig gemacht wurden, ist verloren.',
      'too-many': (max) =>
        `Die Änderung gibt mehr als ${max} neueste Änderungen als bekannt an: So viele schreibt kein Gerät.`,
      'names-later': () =>
        'Die Änderung gibt eine Änderung als bekannt an, die nicht älter ist als sie selbst: Die Reihenfolge des Verlaufs ist gestört.',
    },
    idConflict: (count, firstId) =>
      plural('de', count, {
        one: `Eine ID der Datei (eines Spiels oder einer Änderung) gehört schon zu einer anderen Liste in dieser App (${firstId}). Nichts wurde wiederhergestellt.`,
        other: `${n(count)} IDs der Datei (von Spielen oder Änderungen) gehören schon zu anderen Listen in dieser App (erste: ${firstId}). Nichts wurde wiederhergestellt.`,
      }),
    moreProblems: (count) =>
      plural('de', count, {
        one: '… und 1 weiteres Problem.',
        other: `… und ${n(count)} weitere Probleme.`,
      }),
  },
};
