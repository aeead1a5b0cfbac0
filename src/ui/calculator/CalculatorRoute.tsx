import { parseHandOff } from '../common/contracts/calculator-link';
import { CalculatorScreen } from './CalculatorScreen';

interface CalculatorRouteProps {
  readonly backHref: string;
  /** The hand-off's address text without `back` (routes.ts), absent when opened without a deal. */
  readonly handOff?: string;
}

/** The calculator as its address opens it: a handed-over deal is read here, in its own chunk. */
export function CalculatorRoute({ backHref, handOff }: CalculatorRouteProps) {
  const parsed = handOff === undefined ? undefined : parseHandOff(new URLSearchParams(handOff));
  // From the sheet: no deal handed over, only the way back.
  if (parsed?.fromSheet) return <CalculatorScreen backHref={backHref} backToSheet />;
  return <CalculatorScreen backHref={backHref} handOff={parsed?.deal} />;
}
