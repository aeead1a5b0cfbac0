import { appStrings } from './app';
import { bierlachsStrings } from './bierlachs';
import { calculatorStrings } from './calculator';
import { chartStrings } from './chart';
import { clubStrings } from './club';
import { commonStrings } from './common';
import { conflictsStrings } from './conflicts';
import { csvStrings } from './csv';
import { disputeStrings } from './dispute';
import { entryStrings } from './entry';
import { errorsStrings } from './errors';
import { explainStrings } from './explain';
import { gameStrings } from './game';
import { historyStrings } from './history';
import { houseStrings } from './house';
import { nightsStrings } from './nights';
import { nightPrintStrings } from './nightPrint';
import { listConfirmStrings } from './listConfirm';
import { printStrings } from './print';
import { playersStrings } from './players';
import { printHouseStrings } from './printHouse';
import { roundsViewStrings } from './roundsView';
import { pwaStrings } from './pwa';
import { ramschEntryStrings } from './ramschEntry';
import { renameStrings } from './rename';
import { rulesFormStrings } from './rulesForm';
import { rulesBookStrings } from './rulesBook';
import { quickEntryStrings } from './quickEntry';
import { seasonStrings } from './season';
import { settingsStrings } from './settings';
import { settleStrings } from './settle';
import { sheetStrings } from './sheet';
import { sheetsStrings } from './sheets';
import { shellStrings } from './shell';
import { startStrings } from './start';
import { topsStrings } from './tops';
import { isolatingInsertedText } from '../isolate';

/**
 * The English dictionary: the source. Its type is the `Dictionary` every other language must
 * satisfy, so a key missing in German fails the typecheck. One namespace per screen family. Every
 * text a sentence is given (a player's name) is isolated so that it cannot reorder the sentence.
 */
export const en = isolatingInsertedText({
  app: appStrings,
  bierlachs: bierlachsStrings,
  calculator: calculatorStrings,
  chart: chartStrings,
  club: clubStrings,
  common: commonStrings,
  conflicts: conflictsStrings,
  csv: csvStrings,
  dispute: disputeStrings,
  entry: entryStrings,
  errors: errorsStrings,
  explain: explainStrings,
  game: gameStrings,
  history: historyStrings,
  house: houseStrings,
  nights: nightsStrings,
  nightPrint: nightPrintStrings,
  listConfirm: listConfirmStrings,
  print: printStrings,
  players: playersStrings,
  printHouse: printHouseStrings,
  roundsView: roundsViewStrings,
  pwa: pwaStrings,
  ramschEntry: ramschEntryStrings,
  rename: renameStrings,
  rulesForm: rulesFormStrings,
  rulesBook: rulesBookStrings,
  quickEntry: quickEntryStrings,
  season: seasonStrings,
  settings: settingsStrings,
  settle: settleStrings,
  sheet: sheetStrings,
  sheets: sheetsStrings,
  shell: shellStrings,
  start: startStrings,
  tops: topsStrings,
});
