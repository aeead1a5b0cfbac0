/*
 * Where a line chart draws everything, as numbers: pure, so a test computes the expected
 * coordinates itself. The chart (LineChart.tsx) only turns these into SVG elements.
 *
 * Points are evenly spaced along x (one per label, e.g. the start and each deal); y runs from
 * the lowest to the highest value, 0 always included, widened to whole tick steps.
 */

/** A run of points to mark behind the lines, as indexes of the first and last point it spans. */
export interface BandSpan {
  readonly from: number;
  readonly to: number;
}

export interface LineChartInput {
  /** Each series' values, one per point; every series as long as the others. */
  readonly series: readonly (readonly number[])[];
  /** Width and height of the drawing, in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** How a y tick is written: its width sets the left margin. */
  readonly formatY: (value: number) => string;
  readonly bands?: readonly BandSpan[];
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface LineChartGeometry {
  /** The plotting area inside the margins. */
  readonly plot: {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
  };
  readonly yTicks: readonly {
    readonly value: number;
    readonly y: number;
    readonly label: string;
  }[];
  /** Indexes of the points whose x label is written (evenly spaced, never crowded). */
  readonly xTicks: readonly { readonly index: number; readonly x: number }[];
  /** y of the value 0: the line every total starts from. */
  readonly zeroY: number;
  readonly lines: readonly {
    readonly points: readonly Point[];
    /** SVG path data through every point. */
    readonly path: string;
    /** The points that carry the series' marker shape (spaced apart; the last always). */
    readonly markers: readonly Point[];
  }[];
  readonly bands: readonly { readonly x: number; readonly width: number }[];
}

/** Margins around the plot: room for the y labels (left) and the x labels (bottom). */
export const MARGIN = { top: 8, right: 10, bottom: 22, left: 6 } as const;
/** The width of one character of a tick label (11 px tabular digits), a little generous. */
export const CHAR_WIDTH = 7;
/** Gap between a y label and the plot. */
export const LABEL_GAP = 8;
/** Closest that two x labels, two y ticks or two markers of one line may come, in pixels. */
export const MIN_X_LABEL_GAP = 30;
export const MIN_Y_TICK_GAP = 28;
export const MIN_MARKER_GAP = 24;

/** Maps `domain` linearly onto `range`; a domain of one value maps to the range's middle. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** The smallest step of 1, 2 or 5 × 10^k that covers `span` in at most `maxSteps` steps. */
export function niceStep(span: number, maxSteps: number): number {
  if (span <= 0) return 1;
  const raw = span / Math.max(1, maxSteps);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * power >= raw) return Math.max(1, factor * power);
  }
  return Math.max(1, 10 * power);
}

/** The y axis: the values' range with 0, widened to whole steps, and its ticks from low to high. */
export function yAxis(values: readonly number[], maxSteps: number) {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high - low, maxSteps);
  const min = Math.floor(low / step) * step;
  // At least one step above the lowest, so an all-zero chart still has a height.
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let value = min; value <= max; value += step) ticks.push(value);
  return { min, max, step, ticks };
}

/** Every `step`-th index from 0 up to `last`, so that neighbours are at least `gap` px apart. */
export function spacedIndexes(
  last: number,
  dx: number,
  gap: number,
): { step: number; indexes: number[] } {
  const step = dx >= gap ? 1 : niceStep(gap / Math.max(dx, 0.001), 1);
  const indexes: number[] = [];
  for (let index = 0; index <= last; index += step) indexes.push(index);
  return { step, indexes };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function lineChartGeometry(input: LineChartInput): LineChartGeometry {
  const { series, width, height, formatY } = input;
  const count = Math.max(1, ...series.map((values) => values.length));
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;
  const axis = yAxis(series.flat(), Math.max(1, Math.floor((bottom - top) / MIN_Y_TICK_GAP)));
  const labels = axis.ticks.map(formatY);
  const labelWidth = Math.max(...labels.map((label) => label.length)) * CHAR_WIDTH;
  const left = MARGIN.left + labelWidth + LABEL_GAP;
  const right = width - MARGIN.right;
  const y = linearScale([axis.min, axis.max], [bottom, top]);
  const x = count === 1 ? () => left : linearScale([0, count - 1], [left, right]);
  const dx = count === 1 ? right - left : (right - left) / (count - 1);
  const xTicks = spacedIndexes(count - 1, dx, MIN_X_LABEL_GAP).indexes;
  const markerIndexes = new Set(spacedIndexes(count - 1, dx, MIN_MARKER_GAP).indexes);
  markerIndexes.add(count - 1);
  const lines = series.map((values) => {
    const points = values.map((value, index) => ({ x: round(x(index)), y: round(y(value)) }));
    const path = points.map((p, index) => `${index === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
    const markers = points.filter((_, index) => markerIndexes.has(index));
    return { points, path, markers };
  });
  return {
    plot: { left, top, right, bottom },
    yTicks: axis.ticks.map((value, index) => ({
      value,
      y: round(y(value)),
      label: labels[index] ?? '',
    })),
    xTicks: xTicks.map((index) => ({ index, x: round(x(index)) })),
    zeroY: round(y(0)),
    lines,
    bands: (input.bands ?? []).map((band) => ({
      x: round(x(band.from)),
      width: round(x(band.to) - x(band.from)),
    })),
  };
}
