import { describe, expect, test } from 'vitest';
import {
  CHAR_WIDTH,
  LABEL_GAP,
  MARGIN,
  MIN_MARKER_GAP,
  MIN_X_LABEL_GAP,
  MIN_Y_TICK_GAP,
  lineChartGeometry,
  linearScale,
  niceStep,
  yAxis,
} from '../../../../src/ui/common/charts/line-geometry';

describe('scales and steps', () => {
  test('a linear scale maps the ends of its domain to the ends of its range, and between', () => {
    const scale = linearScale([-20, 80], [200, 0]);
    expect(scale(-20)).toBe(200);
    expect(scale(80)).toBe(0);
    expect(scale(0)).toBe(160);
    expect(scale(30)).toBe(100);
  });

  test('a domain of one value maps to the middle of the range', () => {
    expect(linearScale([5, 5], [10, 30])(5)).toBe(20);
  });

  test.each([
    // span, at most so many steps → the smallest 1/2/5 × 10^k step that covers it
    { span: 86, steps: 7, step: 20 },
    { span: 100, steps: 5, step: 20 },
    { span: 101, steps: 5, step: 50 },
    { span: 7, steps: 7, step: 1 },
    { span: 3, steps: 7, step: 1 },
    { span: 2400, steps: 7, step: 500 },
    { span: 0, steps: 7, step: 1 },
  ])('niceStep($span, $steps) = $step', ({ span, steps, step }) => {
    expect(niceStep(span, steps)).toBe(step);
  });

  test('the y axis holds 0 and every value, in whole steps', () => {
    expect(yAxis([36, -14, 72], 7)).toEqual({
      min: -20,
      max: 80,
      step: 20,
      ticks: [-20, 0, 20, 40, 60, 80],
    });
    // Only losses: 0 is the top.
    expect(yAxis([-96, -30], 5)).toEqual({
      min: -100,
      max: 0,
      step: 20,
      ticks: [-100, -80, -60, -40, -20, 0],
    });
    // Nothing yet: one step above 0, so the chart has a height.
    expect(yAxis([0, 0], 5)).toEqual({ min: 0, max: 1, step: 1, ticks: [0, 1] });
  });
});

describe('a line chart laid out', () => {
  // Two players over three deals, the start (0) first: Ben +36, +0, −50; Carl 0, +72, +0.
  const BEN = [0, 36, 36, -14];
  const CARL = [0, 0, 72, 72];
  const WIDTH = 336;
  const HEIGHT = 240;

  test('every point sits where the scales put it; labels, zero line and bands too', () => {
    const geometry = lineChartGeometry({
      series: [BEN, CARL],
      width: WIDTH,
      height: HEIGHT,
      formatY: String,
      bands: [{ from: 1, to: 3 }],
    });
    // The plot's height: 240 − 8 − 22 = 210 px, so at most 210 / 28 → 7 tick steps; the values
    // run from −14 to 72 (86), so steps of 20 from −20 to 80.
    const top = MARGIN.top;
    const bottom = HEIGHT - MARGIN.bottom;
    expect(Math.floor((bottom - top) / MIN_Y_TICK_GAP)).toBe(7);
    const [min, max] = [-20, 80];
    // The widest label is "-20": 3 characters.
    const left = MARGIN.left + 3 * CHAR_WIDTH + LABEL_GAP;
    const right = WIDTH - MARGIN.right;
    const x = (index: number) => left + (index * (right - left)) / 3;
    const y = (value: number) => bottom - ((value - min) / (max - min)) * (bottom - top);

    expect(geometry.plot).toEqual({ left, top, right, bottom });
    expect(geometry.yTicks.map((tick) => tick.label)).toEqual(['-20', '0', '20', '40', '60', '80']);
    for (const tick of geometry.yTicks) expect(tick.y).toBeCloseTo(y(tick.value), 1);
    expect(geometry.zeroY).toBeCloseTo(y(0), 1);
    expect(geometry.lines).toHaveLength(2);
    [BEN, CARL].forEach((values, line) => {
      const points = geometry.lines[line]?.points ?? [];
      expect(points).toHaveLength(4);
      values.forEach((value, index) => {
        expect(points[index]?.x).toBeCloseTo(x(index), 1);
        expect(points[index]?.y).toBeCloseTo(y(value), 1);
      });
    });
    // The path goes through the points in order.
    const path = geometry.lines[0]?.path ?? '';
    expect(path.startsWith('M')).toBe(true);
    expect(path.match(/[ML]/g)).toEqual(['M', 'L', 'L', 'L']);
    // The band from point 1 to point 3 (deals 2 and 3 when point 0 is the start).
    expect(geometry.bands).toHaveLength(1);
    expect(geometry.bands[0]?.x).toBeCloseTo(x(1), 1);
    expect(geometry.bands[0]?.width).toBeCloseTo(x(3) - x(1), 1);
    // Three gaps of ~98 px: every point is labelled and marked.
    expect(geometry.xTicks.map((tick) => tick.index)).toEqual([0, 1, 2, 3]);
    expect(geometry.lines[1]?.markers).toEqual(geometry.lines[1]?.points);
  });

  test('48 deals on a phone: labels and markers spaced apart, the last point always marked', () => {
    const values = Array.from({ length: 49 }, (_, index) => index * 10 - 200);
    const geometry = lineChartGeometry({
      series: [values],
      width: WIDTH,
      height: HEIGHT,
      formatY: String,
    });
    const xs = geometry.xTicks.map((tick) => tick.x);
    for (let i = 1; i < xs.length; i += 1) {
      expect((xs[i] ?? 0) - (xs[i - 1] ?? 0)).toBeGreaterThanOrEqual(MIN_X_LABEL_GAP - 0.2);
    }
    expect(geometry.xTicks[0]?.index).toBe(0);
    const markers = geometry.lines[0]?.markers ?? [];
    const points = geometry.lines[0]?.points ?? [];
    expect(markers.at(-1)).toEqual(points.at(-1));
    for (let i = 1; i < markers.length - 1; i += 1) {
      expect((markers[i]?.x ?? 0) - (markers[i - 1]?.x ?? 0)).toBeGreaterThanOrEqual(
        MIN_MARKER_GAP - 0.2,
      );
    }
    // Every point is still on the line.
    expect(points).toHaveLength(49);
    expect(points.at(-1)?.x).toBeCloseTo(WIDTH - MARGIN.right, 1);
  });

  test('one point: drawn at the left of the plot, no division by zero', () => {
    const geometry = lineChartGeometry({
      series: [[0]],
      width: WIDTH,
      height: HEIGHT,
      formatY: String,
    });
    expect(geometry.lines[0]?.points).toEqual([{ x: geometry.plot.left, y: geometry.zeroY }]);
    expect(Number.isFinite(geometry.zeroY)).toBe(true);
  });
});
