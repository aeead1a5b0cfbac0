// One cell of a CSV file as a spreadsheet reads it: shared by the sheet's and the season's files.

// A text cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab/CR) gets a
// leading apostrophe: a player called "=HYPERLINK(…)" stays a name (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

export function textCell(text: string, delimiter: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  // RFC 4180: a field with the delimiter, a quote or a line break is quoted, its quotes doubled.
  const needsQuotes = safe.includes(delimiter) || /["\r\n]/.test(safe);
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A cell: text (quoted as needed) or a number, written plain (ASCII minus) for a spreadsheet. */
export type Cell = string | number;

/** One line of cells. */
export function csvLine(cells: readonly Cell[], delimiter: string): string {
  return cells
    .map((c) => (typeof c === 'number' ? String(c) : textCell(c, delimiter)))
    .join(delimiter);
}

/** The file: CRLF line ends (RFC 4180), and a byte order mark for a spreadsheet that needs one. */
export function csvFile(lines: readonly string[], bom: boolean): string {
  return (bom ? '\uFEFF' : '') + lines.join('\r\n') + '\r\n';
}
