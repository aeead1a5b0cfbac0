// German as a club player reads it (issue 18): forms that read like English, a second word for
// one thing, or the wrong typography must not come back into the German words. The scan reads
// every text of src/ui/i18n/de — plain strings and the pieces of every sentence template — so a
// sentence only built at run time is checked too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const GERMAN_DIR = path.resolve(import.meta.dirname, '../../../src/ui/i18n/de');

interface Text {
  readonly file: string;
  readonly text: string;
}

/** The literal texts of one source file, without imports and property names (they are codes). */
function textsOf(file: string): Text[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(GERMAN_DIR, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const texts: Text[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isPropertyAssignment(node)) {
      // The key of `'sixty-sixty': '60 : 60'` is a code, its value a text.
      visit(node.initializer);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push({ file, text: node.text });
    } else if (ts.isTemplateExpression(node)) {
      // "Sicherung wird gelesen … ${percent}": the pieces joined around a stand-in.
      const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      texts.push({ file, text: pieces.join('{}') });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const TEXTS: readonly Text[] = readdirSync(GERMAN_DIR)
  .filter((file) => file.endsWith('.ts'))
  .flatMap(textsOf);

interface Rule {
  readonly name: string;
  /** True when a text breaks the rule. */
  readonly breaks: (text: string) => boolean;
  /** A text that broke it before issue 18: proves the rule can fail. */
  readonly before: string;
  /** The same text as it reads now: proves the rule lets the right form through. */
  readonly after: string;
}

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

const RULES: readonly Rule[] = [
  {
    name: 'the German dash is the en dash, not the em dash',
    breaks: matches(/—/),
    before: 'mit 2 — der fehlende Herz-Bube unterbricht die Folge.',
    after: 'mit 2 – der fehlende Herz-Bube unterbricht die Folge.',
  },
  {
    name: 'an ellipsis after a word stands apart („Wird geladen …“)',
    breaks: matches(/[\p{L}\p{N}]…/u),
    before: 'Wird geladen…',
    after: 'Wird geladen …',
  },
  {
    name: 'the device is „Gerät“, never „Telefon“ or „Handy“',
    breaks: matches(/Telefon|Handy/),
    before: 'Die Datei am besten auch außerhalb dieses Handys aufbewahren.',
    after: 'Die Datei am besten auch außerhalb dieses Geräts aufbewahren.',
  },
  {
    name: 'the changes of a sheet are its „Verlauf“, never its „Geschichte“',
    breaks: matches(/Geschichte/),
    before: 'nennt die Änderung {}, die in der Geschichte dieser Liste fehlt.',
    after: 'nennt die Änderung {}, die im Verlauf dieser Liste fehlt.',
  },
  {
    name: 'the preset is „Stammtisch“, not „Kneipe“',
    breaks: matches(/Kneipe/),
    before: 'Kneipe',
    after: 'Stammtisch',
  },
  {
    // A passed deal counts as a deal (the next player deals, a Bock round counts it): what it
    // lacks on such a sheet is a Ramsch, not its place.
    name: 'an eingepasst deal counts: no „zählt nicht“ beside it',
    breaks: (text) => /eingepasst/i.test(text) && /zählt[^.;:]*\bnicht\b/.test(text),
    before: 'eingepasst (zählt nicht)',
    after: 'eingepasst (kein Ramsch)',
  },
  {
    name: 'the button for no trick says „Kein Stich“, as everywhere',
    breaks: matches(/^Keinen Stich/),
    before: 'Keinen Stich',
    after: 'Kein Stich',
  },
  {
    name: 'the genitive is „eines Ramschs“',
    breaks: matches(/\beines Ramsch(?![\p{L}])/u),
    before: 'Fester Wert eines Ramsch',
    after: 'Fester Wert eines Ramschs',
  },
  {
    name: 'a Bock round is „ausgelöst“ and runs „gleichzeitig (Doppelbock)“, nothing is „gestartet“ or „gestapelt“',
    breaks: matches(/gestapelt|\bstarte[nt]?\b|gestartet/),
    before: 'Mehrere Ereignisse in einem Spiel starten je eine Runde',
    after: 'Mehrere Ereignisse in einem Spiel lösen je eine Runde aus',
  },
  {
    name: 'one form of the Bock factor: „Bock ×2“',
    breaks: matches(/Bock × /),
    before: 'Bock × {}',
    after: 'Bock ×{}',
  },
  {
    name: 'one form of the tie: „60 : 60“',
    breaks: matches(/60:60/),
    before: 'nach 60:60 bei {} (Spiel {})',
    after: 'nach 60 : 60 bei {} (Spiel {})',
  },
  {
    name: 'no English field names in a German sentence',
    breaks: matches(/\(position\)/),
    before: 'Die Spiele stehen nicht in der Reihenfolge, in der sie gespielt wurden (position).',
    after: 'Die Spiele stehen nicht in der Reihenfolge, in der sie gespielt wurden.',
  },
  {
    // The app speaks impersonally, as a printed club list does ("Spieler antippen …").
    name: 'no „du“: the app speaks impersonally',
    breaks: matches(/\b(du|dich|dir|dein\p{L}*)\b|(^|[.:!?] )Leg /iu),
    before: 'Noch keine Listen. Leg eine für den heutigen Skatabend an.',
    after: 'Noch keine Listen. Für den heutigen Skatabend eine neue anlegen.',
  },
];

describe('German as a club player reads it', () => {
  test('the scan reads every German file, plain texts and sentence templates alike', () => {
    const files = new Set(TEXTS.map(({ file }) => file));
    expect(files).toContain('rule-texts.ts');
    expect(files).toContain('errors.ts');
    const texts = TEXTS.map(({ text }) => text);
    expect(texts).toContain('Wird geladen …');
    expect(texts).toContain('Sicherung wird gelesen … {}');
    expect(texts.length).toBeGreaterThan(800);
  });

  test.each(RULES)('$name', ({ breaks, before, after }) => {
    expect(breaks(before)).toBe(true);
    expect(breaks(after)).toBe(false);
    expect(TEXTS.filter(({ text }) => breaks(text))).toEqual([]);
  });
});
