// One rule for "the same name", wherever two names are compared: the new-sheet form, a rename on a
// sheet, a rename on the roster, a typed name looked up among earlier players. "Anna", " anna"
// and "ANNA" are one player. Locale-free lower case on purpose: two phones with different
// languages must agree on who is who (a Turkish phone would fold "I" otherwise).

/** The form two names are compared in: trimmed, NFC, lower case. Never shown. */
export function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** Whether two typed or stored names are the same name (one player). */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}
