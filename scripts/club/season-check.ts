// The server's check of a season's rule (issue 33; the document's form is
// src/sync/protocol/season-doc.ts). Plain ES5 text, spliced into the club's validate_doc_update
// (design.ts), where `newDoc`, `userCtx`, `tableSheet`, `refuse`, `isAdmin` and `isWhole` are in
// scope. The rule is the club's: only a club admin (the director) chooses it, so a plain member
// with curl cannot change how the season is counted; a table's login is refused like at a night.
import {
  MAX_RULE_COUNT,
  MAX_RULE_POINTS,
  RULE_TIME_DIGITS,
  SEASON_KEY,
} from '../../src/sync/protocol/season-doc';

const SOURCE = `
  function checkSeasonRule() {
    var SEASON = new RegExp(__SEASON_KEY__), MOST = __MAX_RULE_COUNT__, POINTS = __MAX_RULE_POINTS__;
    if (tableSheet !== null) refuse('table-other-sheet');
    if (!isAdmin()) refuse('night-director-only');
    for (var key in newDoc) {
      if (key !== '_id' && key !== '_rev' && key !== '_revisions' && key !== 'season' &&
          key !== 'author' && key !== 'at' && key !== 'rule') refuse('doc-malformed');
    }
    var r = newDoc.rule, time = String(newDoc.at);
    while (time.length < __TIME_DIGITS__) time = '0' + time;
    if (typeof newDoc.season !== 'string' || !SEASON.test(newDoc.season) ||
        typeof newDoc.author !== 'string' || newDoc.author === '' ||
        !isWhole(newDoc.at, MIN_TIME, MAX_TIME) ||
        newDoc._id !== 'season:' + newDoc.season + ':rule:' + time + ':by:' + newDoc.author ||
        !r || typeof r !== 'object' || (r.count !== 'sum' && r.count !== 'average') ||
        !isWhole(r.minLists, 0, MOST) || !isWhole(r.minNights, 0, MOST) ||
        !isWhole(r.bestLists, 0, MOST) || !isWhole(r.absencePenalty, 0, POINTS) ||
        (r.absenceCredit !== null && !isWhole(r.absenceCredit, -POINTS, POINTS))) {
      refuse('doc-malformed');
    }
    for (var field in r) {
      if (field !== 'count' && field !== 'minLists' && field !== 'minNights' &&
          field !== 'bestLists' && field !== 'absenceCredit' && field !== 'absencePenalty') {
        refuse('doc-malformed');
      }
    }
    if (newDoc.author !== userCtx.name) refuse('author-not-user');
  }
  if (String(newDoc._id).indexOf('season:') === 0) {
    checkSeasonRule();
    return;
  }`;

/** The check, its constants written in (design.ts puts it beside the confirmations' check). */
export function seasonCheckSource(): string {
  return SOURCE.replace('__SEASON_KEY__', JSON.stringify(SEASON_KEY.source))
    .replace('__MAX_RULE_COUNT__', String(MAX_RULE_COUNT))
    .replace('__MAX_RULE_POINTS__', String(MAX_RULE_POINTS))
    .replace('__TIME_DIGITS__', String(RULE_TIME_DIGITS));
}
