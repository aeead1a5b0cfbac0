import type { Dictionary } from '../dictionary';
import { signed } from './numbers';

/** Ein Ramsch auf der gedruckten Liste: sein Wert in einer knappen Zeile, mit den Hausregeln. */
export const printHouseStrings: Dictionary['printHouse'] = {
  step: (step, section) => `${step} (§ ${section})`,
  explanation: (steps, entry, each) =>
    `${steps.join(' · ')} = ${each ? 'je ' : ''}${signed(entry)}`,
};
