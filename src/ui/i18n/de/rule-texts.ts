import type { RuleTexts } from '../rule-sections';

/**
 * Die Regeln, nach denen die App zählt: ISkO, Liste, Hausregeln – mit nachgerechneten Beispielen.
 * Erst mit dem Regel-Bildschirm geladen (ui/i18n/rule-texts.ts).
 */
export const ruleTexts: RuleTexts = {
  '5.1': {
    label: 'ISkO 5.1',
    title: 'Grundwerte',
    paragraphs: [
      'Der Spielwert eines Farbspiels oder Grand ist sein Grundwert mal die Summe aus Spitzen und Gewinnstufen. Der Grundwert hängt nur vom Spiel ab: Karo 9, Herz 10, Pik 11, Kreuz 12, Grand 24.',
      'Nullspiele haben keinen Grundwert, keine Spitzen und keine Gewinnstufen, sondern feste Werte (siehe Null).',
    ],
    examples: ['Pik mit 1: mit 1, Spiel 2 × 11 = 22.'],
  },
  '2.4': {
    label: 'ISkO 2.4',
    title: 'Spitzen',
    paragraphs: [
      'Spitzen sind die Trümpfe in ununterbrochener Folge von oben: Kreuz-Bube, Pik-Bube, Herz-Bube, Karo-Bube, dann Ass, Zehn, König, Dame, 9, 8 und 7 der Trumpffarbe. Im Grand sind nur die vier Buben Trumpf, also höchstens 4 Spitzen; im Farbspiel bis zu 11.',
      'Wer den Kreuz-Buben hat, spielt „mit“ so vielen Spitzen, wie seine ununterbrochene Folge lang ist. Ohne ihn spielt man „ohne“ so viele, wie über dem höchsten eigenen Trumpf fehlen. „Mit 2“ und „ohne 2“ sind gleich viel wert.',
      'Der Skat zählt mit: Die Spitzen werden über die 10 Karten und den Skat gezählt, auch im Handspiel, dessen Skat der Alleinspieler nie gesehen hat. Ein Kreuz-Bube im Skat kann den Spielwert nach einem Handspiel ändern – und das Spiel überreizen.',
    ],
    examples: [
      'Kreuz-, Pik- und Karo-Bube: mit 2 – der fehlende Herz-Bube unterbricht die Folge.',
      'Höchster Trumpf ist der Herz-Bube: ohne 2 (Kreuz- und Pik-Bube fehlen).',
      'Grand mit allen vier Buben: mit 4, mehr geht im Grand nicht.',
    ],
  },
  '5.2': {
    label: 'ISkO 5.2',
    title: 'Gewinnstufen',
    paragraphs: [
      'Die Spitzen und die Gewinnstufen werden zusammengezählt, die Summe mal den Grundwert genommen. Die Spitzen zählen 1 bis 11 (im Grand 1 bis 4), dazu kommen die Gewinnstufen: Spiel 1 (immer), Hand 1, Schneider 1, Schneider angesagt 1, Schwarz 1, Schwarz angesagt 1, Ouvert 1.',
      'Jede Stufe zählt einmal. Die Erklärung jedes Spiels nennt sie in dieser Reihenfolge mit laufender Summe: „mit 2, Spiel 3, Hand 4“.',
    ],
    examples: [
      'Kreuz mit 2 Hand: mit 2, Spiel 3, Hand 4 × 12 = 48.',
      'Karo mit 1: mit 1, Spiel 2 × 9 = 18, der kleinste Spielwert – darum der kleinste Reizwert.',
      'Grand mit 1: mit 1, Spiel 2 × 24 = 48.',
    ],
  },
  '5.2.3': {
    label: 'ISkO 5.2.3',
    title: 'Schneider',
    paragraphs: [
      'Schneider ist eine Stufe mehr, wenn eine Partei 30 Augen oder weniger hat. Mit 90 Augen oder mehr hat der Alleinspieler die Gegenspieler Schneider gespielt; mit 30 oder weniger ist er selbst Schneider – und verliert –, die Stufe zählt in beiden Fällen.',
      'Genau 90 ist Schneider, genau 30 auch.',
    ],
    examples: [
      'Herz mit 1, der Alleinspieler bekommt 92 Augen: mit 1, Spiel 2, Schneider 3 × 10 = 30.',
      'Pik mit 2, der Alleinspieler bekommt nur 28 Augen: mit 2, Spiel 3, Schneider 4 × 11 = 44, verloren: −2 × 44 = −88.',
    ],
  },
  '5.2.4': {
    label: 'ISkO 5.2.4',
    title: 'Schwarz',
    paragraphs: [
      'Schwarz ist eine Stufe mehr, wenn eine Partei keinen Stich bekommen hat. Es entscheiden die Stiche, nicht die Augen: Ein Stich ohne Augen rettet die Gegenspieler vor Schwarz. Schwarz ist immer auch Schneider.',
    ],
    examples: [
      'Grand mit 1, der Alleinspieler bekommt alle Stiche: mit 1, Spiel 2, Schneider 3, Schwarz 4 × 24 = 96.',
    ],
  },
  '5.2.5': {
    label: 'ISkO 5.2.5',
    title: 'Schneider und Schwarz angesagt',
    paragraphs: [
      'Im Handspiel darf der Alleinspieler Schneider ansagen oder Schwarz (das schließt Schneider angesagt ein). Jede Ansage ist eine Stufe mehr.',
      'Angesagte Stufen zählen immer, gewonnen oder verloren: Eine verfehlte Ansage verliert das Spiel zum vollen Wert. Keine Stufe zählt doppelt: Wer Schneider angesagt hat und selbst Schneider wird, bekommt die Stufe Schneider einmal.',
    ],
    examples: [
      'Grand Hand mit 3, Schneider angesagt und erreicht: mit 3, Spiel 4, Hand 5, Schneider 6, Schneider angesagt 7 × 24 = 168.',
      'Kreuz mit 1 Hand, Schneider angesagt, der Alleinspieler bekommt 85 Augen: mit 1, Spiel 2, Hand 3, Schneider 4, Schneider angesagt 5 × 12 = 60, verloren: −120.',
    ],
  },
  '5.2.6': {
    label: 'ISkO 5.2.6',
    title: 'Ouvert',
    paragraphs: [
      'Ein offen gespieltes Farbspiel oder Grand ist immer Hand mit Schwarz angesagt: Der Alleinspieler muss alle Stiche bekommen. Es zählen Hand, Schneider, Schneider angesagt, Schwarz, Schwarz angesagt und Ouvert.',
      'Manche Runden spielen Ouvert ohne Schwarz angesagt; das ist nicht die ISkO, und die App wertet es nicht.',
    ],
    examples: [
      'Kreuz ouvert mit 2: mit 2, Spiel 3, Hand 4, Schneider 5, Schneider angesagt 6, Schwarz 7, Schwarz angesagt 8, Ouvert 9 × 12 = 108.',
      'Grand ouvert mit 4: 11 × 24 = 264, der höchste Spielwert überhaupt.',
    ],
  },
  '5.2.2': {
    label: 'ISkO 5.2.2',
    title: 'Gewonnen oder verloren',
    paragraphs: [
      'Ein Farbspiel oder Grand ist mit mindestens 61 Augen gewonnen; die Augen des Skats zählen für den Alleinspieler, auch im Handspiel. Mit Schneider angesagt braucht er 90 Augen, mit Schwarz angesagt (oder ouvert) alle Stiche.',
      'Auch ein nach Augen gewonnenes Spiel ist verloren, wenn sein Spielwert unter dem Reizwert liegt (siehe Überreizt).',
    ],
    examples: ['61 : 59 ist gewonnen. 60 : 60 ist für den Alleinspieler verloren.'],
  },
  '5.4': {
    label: 'ISkO 5.4',
    title: 'Überreizt',
    paragraphs: [
      'Der Spielwert, wie er am Ende gezählt wird (mit dem Skat), muss den Reizwert erreichen. Sonst ist das Spiel verloren, auch mit 61 Augen oder mehr, und es wird mit dem kleinsten Vielfachen des Grundwerts gewertet, das den Reizwert erreicht.',
      'Null kann nicht überreizt werden: Ein Nullspiel unter dem Reizwert darf gar nicht gespielt werden. Die App lehnt so einen Eintrag ab und nennt die Nullspiele, die den Reizwert erreichen.',
    ],
    examples: [
      'Herz Hand, gereizt bis 33; ein Kreuz-Bube im Skat macht es zu mit 1: mit 1, Spiel 2, Hand 3 × 10 = 30, unter 33. Verloren mit 40, dem kleinsten Vielfachen von 10 ab 33: −80.',
      'Dasselbe Spiel mit Schneider: mit 1, Spiel 2, Hand 3, Schneider 4 × 10 = 40, das erreicht 33: gewonnen, +40.',
      'Kreuz mit 2 Hand (48), gereizt bis 50: verloren mit 60, dem kleinsten Vielfachen von 12 ab 50: −120.',
    ],
  },
  '3.3': {
    label: 'ISkO 3.3',
    title: 'Reizwerte',
    paragraphs: [
      'Reizwerte sind genau die Werte, die ein Spiel haben kann, ab 18: 18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50 … bis 264. 19, 21 oder 25 gibt es nicht: Kein Spiel ist so viel wert.',
      'Mittelhand reizt zuerst Vorhand, dann Hinterhand den, der übrig ist („geben, hören, sagen“). Gefahrlos reizen kann man bis zum Spielwert des Spiels, das man spielen will.',
    ],
    examples: [
      'Grand mit 2 Hand: mit 2, Spiel 3, Hand 4 × 24 = 96, also darf man bis 96 reizen.',
      'Null Hand ouvert ist 59 wert: der höchste Reizwert, den ein Nullspiel erreicht.',
    ],
  },
  '5.2.7': {
    label: 'ISkO 5.2.7',
    title: 'Null',
    paragraphs: [
      'Null ist gewonnen, wenn der Alleinspieler keinen Stich bekommt; das Spiel endet mit seinem ersten Stich. Null hat keine Trümpfe, keine Spitzen und keine Gewinnstufen, nur feste Werte: Null 23, Null Hand 35, Null ouvert 46, Null Hand ouvert 59.',
      'Ein verlorenes Nullspiel zählt wie jedes verlorene Spiel doppelt.',
    ],
    examples: ['Null Hand gewonnen: +35.', 'Null Hand ouvert verloren: −2 × 59 = −118.'],
  },
  'plain-list': {
    label: 'ISkO',
    title: 'Die einfache Liste',
    paragraphs: [
      'Ein gewonnenes Spiel bringt dem Alleinspieler seinen Spielwert; ein verlorenes kostet das Doppelte, auch im Handspiel. Die Einträge der anderen ändern sich nicht.',
    ],
    examples: ['Kreuz mit 2 Hand: gewonnen +48, verloren −96.'],
  },
  'seeger-fabian': {
    label: 'Skatwettspielordnung 5.1',
    title: 'Seeger-Fabian',
    paragraphs: [
      'Die Turnierliste (Leistungsbewertung) kommt zur einfachen Liste hinzu: +50 je gewonnenes Spiel, −50 je verlorenes, und für jedes verlorene Spiel eines Mitspielers +40 am Dreiertisch, +30 am Vierertisch (auch für den Geber, der aussetzt).',
      'Diese ±50, 40 und 30 werden nie mit Kontra, Re oder Bock vervielfacht. Die Platzierung richtet sich nach diesen Punkten, bei Gleichstand nach mehr gewonnenen, dann nach weniger verlorenen Spielen.',
    ],
    examples: [
      'Herz mit 1 gewonnen (20): +20 + 50 = +70.',
      'Grand mit 1 (48) verloren am Vierertisch: −96 − 50 = −146, und +30 für jeden der drei anderen.',
    ],
  },
  'kontra-re': {
    label: 'Hausregel',
    title: 'Kontra und Re',
    paragraphs: [
      'Ein Gegenspieler darf verdoppeln (Kontra, × 2), der Alleinspieler zurückverdoppeln (Re, × 4). Das vervielfacht den Listenwert, gewonnen oder verloren; die ±50, 40 und 30 von Seeger-Fabian nicht.',
    ],
    examples: [
      'Grand mit 1 (48) mit Kontra, verloren: −2 × 48 × 2 = −192.',
      'Dasselbe Spiel mit Re, gewonnen: 48 × 4 = +192.',
    ],
  },
  ramsch: {
    label: 'Hausregel',
    title: 'Ramsch',
    paragraphs: [
      'Wenn alle passen (falls die Liste das so vorsieht) und in jedem Spiel einer Ramschrunde wird Ramsch gespielt: kein Alleinspieler, nur die Buben sind Trumpf wie im Grand, und jeder spielt für sich, um möglichst wenige Augen zu bekommen. Den Skat bekommt, wer den letzten Stich macht. Am Vierertisch setzt der Geber wie immer aus.',
    ],
    examples: [],
  },
  'ramsch.entry': {
    label: 'Hausregel',
    title: 'Ramsch: was eingetragen wird',
    paragraphs: [
      'Eingetragen werden die Augen jedes mitspielenden Spielers (zusammen 120), wer keinen Stich bekam, wer alle Stiche bekam, und wie oft geschoben wurde.',
      'Was nicht sein kann, wird abgelehnt: Wer keinen Stich hat, hat 0 Augen; wer alle Stiche hat, hat 120, und die anderen beiden keinen Stich; zwei Spieler ohne Stich heißt, der dritte hat alle.',
    ],
    examples: [],
  },
  'ramsch.losers': {
    label: 'Hausregel',
    title: 'Ramsch: wer verliert',
    paragraphs: [
      'Wer die meisten Augen hat, verliert. Haben zwei oder alle drei gleich viele, und zwar die meisten Augen, verlieren sie alle.',
    ],
    examples: ['100 / 15 / 5: die 100 verliert.', '40 / 40 / 40: alle drei verlieren.'],
  },
  'ramsch.winner': {
    label: 'Hausregel',
    title: 'Ramsch: wer gewinnt',
    paragraphs: [
      'Es gewinnt, wer allein die wenigsten Augen hat und nicht verliert. Sonst gewinnt niemand.',
    ],
    examples: [
      '50 / 50 / 20: die 20 gewinnt, beide 50 verlieren.',
      '40 / 40 / 40: niemand gewinnt.',
      '70 / 25 / 25: zwei haben die wenigsten, also gewinnt niemand.',
    ],
  },
  'ramsch.value': {
    label: 'Hausregel',
    title: 'Ramsch: der Wert',
    paragraphs: [
      'Nach Augen gewertet (die übliche Stammtischregel) ist der Wert die eigenen Augen des Verlierers; fest gewertet (NYCSA: 25) eine feste Zahl, egal wie viele Augen. Jedem Verlierer wird der Wert abgezogen.',
      'Dann × 2 für jeden Spieler ohne Stich (Jungfrau), × 2 für jedes Schieben, × 2 für jede Bock-Verdopplung.',
      'Durchmarsch – einer bekommt alle Stiche: Niemand verliert, und er bekommt +120, × 2 je Schieben und je Bock-Verdopplung (eine Jungfrau verdoppelt hier nicht).',
    ],
    examples: [
      '100 / 15 / 5 nach Augen: −100 für die 100.',
      '0 / 60 / 60, die 0 ohne Stich: 60 × 2 = 120, also −120 für jede der beiden 60.',
      '60 / 60 / 0, die 0 ohne Stich, zweimal geschoben: 60 × 2 × 2 × 2 = 480, also −480 für jede der beiden 60.',
      'Fest 25, 70 / 30 / 20: −25 für die 70; mit einer Jungfrau −50.',
    ],
  },
  'ramsch.on-the-list': {
    label: 'Hausregel',
    title: 'Ramsch auf der Liste',
    paragraphs: [
      'Ein Ramsch ändert nur die Einträge der Verlierer (oder des Durchmarsch-Spielers): minus den Wert einmal, nicht doppelt wie ein verlorenes Spiel.',
      'Zählt die Liste einen Ramsch als Spiel (NYCSA), hat jeder Verlierer ein verlorenes Spiel und der Gewinner (oder der Durchmarsch-Spieler) ein gewonnenes – bei Seeger-Fabian −50 je Verlierer und +50 für den Gewinner. 40 oder 30 gibt es für einen Ramsch nie. Sonst ändert ein Ramsch weder die gewonnenen und verlorenen Spiele noch die ±50.',
    ],
    examples: ['NYCSA, fest 25, 70 / 30 / 20: die 70 bekommt −25 − 50 = −75, die 20 bekommt +50.'],
  },
  'ramsch.schieberamsch': {
    label: 'Hausregel',
    title: 'Schieberamsch',
    paragraphs: [
      'Vor dem Spiel nimmt jeder der Reihe nach den Skat und schiebt zwei Karten weiter (nie einen Buben), oder schiebt ihn ungesehen weiter. Jedes Schieben verdoppelt den Ramsch.',
      'Jede Runde zählt das Schieben auf ihre Weise (NYCSA: jeder, der ungesehen schiebt; andere: jedes Schieben), darum wird die Zahl eingetragen, 0 bis 3. Wo die Liste keinen Schieberamsch vorsieht (NYCSA: nicht nach einem eingepassten Spiel), wird Schieben abgelehnt.',
    ],
    examples: ['Nach Augen, 60 / 50 / 10, einmal geschoben: −120 für die 60.'],
  },
  'bock-rounds': {
    label: 'Hausregel',
    title: 'Bockrunden',
    paragraphs: [
      'Nach einem vereinbarten Ereignis folgt eine Bockrunde: ein Spiel je Spieler am Tisch, ab dem nächsten Spiel. Eingepasste Spiele und Ramsch zählen als Spiele der Runde.',
      'Im Bock wird jeder Listenwert (ein Spiel, ein überreiztes Spiel, ein Ramsch) verdoppelt, zusätzlich zu Kontra und Re; die ±50, 40 und 30 von Seeger-Fabian nie.',
      'Die Ereignisse, die eine Liste wählen kann: Grand Hand gewonnen, Kontra gewonnen (der Alleinspieler verliert mit Kontra ohne Re), Kontra verloren, Re gewonnen, jedes Re, 60 : 60, ein Spiel ab 100, Schneider. Die Bock-Verdopplung selbst löst keine neue Bockrunde aus. Mehrere Ereignisse in einem Spiel lösen je eine Runde aus; Runden, die sich überschneiden, laufen gleichzeitig (Doppelbock: jede verdoppelt noch einmal) oder nacheinander, wie die Liste es sagt.',
    ],
    examples: [
      'Kreuz mit 2 Hand (48) im Bock: gewonnen +96, verloren −2 × 48 × 2 = −192.',
      'Zwei Bockrunden gleichzeitig (Doppelbock): × 4.',
    ],
  },
  'bock-rounds.ramsch-round': {
    label: 'Hausregel',
    title: 'Ramschrunde nach Bock',
    paragraphs: [
      'Wenn die Liste es vorsieht, folgt auf jede Bockrunde eine gleich lange Ramschrunde: Jedes Spiel ist ein Ramsch, nur darf ein Spieler stattdessen einen Grand Hand spielen, der normal gewertet wird. Jedes andere Spiel in einer Ramschrunde wird abgelehnt.',
      'NYCSA: Nach so einem Grand Hand gibt derselbe Geber noch einmal, und die Ramschrunde wird nicht kürzer.',
    ],
    examples: [],
  },
  'bock-rounds.per-page': {
    label: 'Hausregel',
    title: 'Eine Runde je Seite',
    paragraphs: [
      'Mit einer Seitenlänge S (NYCSA: 32 Spiele) sind die Spiele 1 bis S, S+1 bis 2S und so weiter Seiten. Hat ein Ereignis auf einer Seite eine Runde ausgelöst, lösen spätere Ereignisse auf derselben Seite nichts mehr aus.',
    ],
    examples: [
      'Seite zu 32: Grand Hand gewonnen in Spiel 5 löst eine Runde aus; Kontra gewonnen in Spiel 20 löst keine aus; ein Ereignis in Spiel 33 löst wieder eine aus.',
    ],
  },
};
