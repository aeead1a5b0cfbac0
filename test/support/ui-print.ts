/** A line under the printed list: its label and one cell per player, as printed. */
interface FooterLine {
  readonly label: string;
  readonly cells: readonly string[];
}

/**
 * The Seeger-Fabian total as a player adds it up on the printed list: list points, plus
 * (won − lost) × 50, plus the others' lost games (× 40 at three, × 30 at four).
 */
export function addedUpSeegerFabian(footer: readonly FooterLine[], othersLabel: string): number[] {
  const line = (label: string) =>
    footer.find((f) => f.label === label)?.cells.map((c) => Number(c.replace('−', '-'))) ?? [];
  const own = line('(Won − lost) × 50');
  const others = line(othersLabel);
  return line('Total').map((points, seat) => points + (own[seat] ?? 0) + (others[seat] ?? 0));
}
