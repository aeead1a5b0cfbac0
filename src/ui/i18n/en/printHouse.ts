import { signed } from './numbers';

/**
 * A Ramsch on the printed list: its value in one compact line under its row, each step with the
 * section of house-rules.md behind it, short enough for paper.
 */
export const printHouseStrings = {
  /** "Bock ×2 (§ Bock rounds)": a step and the section it applies. */
  step: (step: string, section: string) => `${step} (§ ${section})`,
  /** The steps in one line and the entry: "… · Bock ×2 (§ Bock rounds) = −232", "… = −100 each". */
  explanation: (steps: readonly string[], entry: number, each: boolean) =>
    `${steps.join(' · ')} = ${signed(entry)}${each ? ' each' : ''}`,
};
