// Version 2 → 3: a sheet's `rules` (TableRules: list kind, Kontra allowed, a Bock rule of six
// events) become its `setup` (SheetSetup with one RuleSet), through the domain's pure
// upgradeRules, so every old sheet scores exactly as before. Deals keep their shape: an ISkO
// `Deal` is one kind of SheetDeal.
import { upgradeRules, type TableRules } from '../../domain/legacy/table-rules';

/** A version-2 sheet record as Dexie's `modify` hands it over: changed in place. */
interface SheetV2 {
  rules?: TableRules;
  setup?: unknown;
  preset?: unknown;
}

export function upgradeSheetToRuleSet(sheet: SheetV2): void {
  // A record without version-2 rules is left alone: the record checks then report it.
  if (sheet.rules === undefined) return;
  sheet.setup = upgradeRules(sheet.rules);
  // Sheets before house rules had no presets.
  sheet.preset = null;
  delete sheet.rules;
}
