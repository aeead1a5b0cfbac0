import { useId, useLayoutEffect, useRef, useState } from 'react';
import { LABEL_GAP, lineChartGeometry, type BandSpan } from './line-geometry';
import { Marker, SeriesSample, seriesStyle } from './series-style';

export interface LineSeries {
  /** The series' name in the legend (a player). */
  readonly name: string;
  /** One value per x label. */
  readonly values: readonly number[];
}

/**
 * A stretch of the chart marked behind the lines: shaded, or hatched to tell a second kind apart;
 * or an edge, a solid upright rule at its last point (a Bierlachs round's end).
 */
export interface ChartBand extends BandSpan {
  readonly kind: 'shaded' | 'hatched' | 'edge';
}

interface LineChartProps {
  readonly series: readonly LineSeries[];
  /** The label under each point (deal numbers); only evenly spaced ones are written. */
  readonly xLabels: readonly string[];
  readonly bands?: readonly ChartBand[];
  /** The legend's words for each kind of band the chart shows. */
  readonly bandNames?: Partial<Readonly<Record<ChartBand['kind'], string>>>;
  /** What the chart shows, for a screen reader: the SVG is one image with this name. */
  readonly label: string;
  readonly formatY: (value: number) => string;
  /** The drawing's height in CSS pixels; its width is the space it is given. */
  readonly height?: number;
}

/** Before the width is measured (and in tests without layout): a 360 px phone's content width. */
const DEFAULT_WIDTH = 336;

/** The width of an element, following its resizes (rotation, a wider window). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/*
 * Colours through currentColor and the text colours the app already uses: the stylesheet is
 * inlined into index.html, so every new colour class would be part of the first download.
 */
const TICK_TEXT = 'text-stone-600 tabular-nums dark:text-stone-400 print:text-black';

/**
 * A line chart in plain SVG: one line per series, each with its own colour, dash and marker, a
 * legend naming them, and optional shaded or hatched bands behind the lines. Drawn at the width
 * it is given, so its text stays at its size on a phone; it scales with the page when printed.
 * Its numbers belong in a table beside it (the chart is one image to a screen reader).
 */
export function LineChart({
  series,
  xLabels,
  bands = [],
  bandNames = {},
  label,
  formatY,
  height = 240,
}: LineChartProps) {
  const { ref, width } = useWidth();
  const hatchId = `${useId()}-hatch`;
  const geometry = lineChartGeometry({
    series: series.map((line) => line.values),
    width,
    height,
    formatY,
    bands,
  });
  const { plot } = geometry;
  const kinds = (['shaded', 'hatched', 'edge'] as const).filter((kind) =>
    bands.some((band) => band.kind === kind),
  );
  return (
    <figure className="flex flex-col gap-2">
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${width} ${height}`}
          className="block h-auto w-full"
        >
          <defs>
            <pattern
              id={hatchId}
              width={6}
              height={6}
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <line x1={0} y1={0} x2={0} y2={6} strokeWidth={3} {...HATCH} />
            </pattern>
          </defs>
          {geometry.bands.map((band, index) =>
            bands[index]?.kind === 'edge' ? (
              <line
                key={`band-${index}`}
                x1={band.x + band.width}
                x2={band.x + band.width}
                y1={plot.top}
                y2={plot.bottom}
                {...EDGE}
              />
            ) : (
              <rect
                key={`band-${index}`}
                x={band.x}
                y={plot.top}
                width={band.width}
                height={plot.bottom - plot.top}
                {...(bands[index]?.kind === 'hatched' ? { fill: `url(#${hatchId})` } : SHADED)}
              />
            ),
          )}
          {geometry.yTicks.map((tick) => (
            <g key={`y-${tick.value}`}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={tick.y}
                y2={tick.y}
                stroke="currentColor"
                strokeOpacity={tick.value === 0 ? 1 : 0.25}
                className="text-stone-500 print:text-black"
              />
              <text
                x={plot.left - LABEL_GAP + 2}
                y={tick.y}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={11}
                fill="currentColor"
                className={TICK_TEXT}
              >
                {tick.label}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick) => (
            <text
              key={`x-${tick.index}`}
              x={tick.x}
              y={plot.bottom + 15}
              textAnchor="middle"
              fontSize={11}
              fill="currentColor"
              className={TICK_TEXT}
            >
              {xLabels[tick.index]}
            </text>
          ))}
          {geometry.lines.map((line, index) => {
            const style = seriesStyle(index);
            return (
              <g
                key={`line-${index}`}
                className={style.colour}
                fill="currentColor"
                stroke="currentColor"
              >
                <path
                  d={line.path}
                  fill="none"
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeDasharray={style.dash || undefined}
                />
                {line.markers.map((point) => (
                  <Marker key={point.x} shape={style.marker} x={point.x} y={point.y} />
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {series.map((line, index) => (
            <li key={index} className="flex min-w-0 items-center gap-1">
              <SeriesSample index={index} />
              <bdi className="truncate">{line.name}</bdi>
            </li>
          ))}
          {kinds.map((kind) => (
            <li key={kind} className="flex items-center gap-1">
              <svg aria-hidden="true" viewBox="0 0 16 12" className="h-3 w-4 shrink-0">
                {kind === 'edge' ? (
                  <line x1={8} x2={8} y1={0} y2={12} {...EDGE} />
                ) : (
                  <rect
                    width={16}
                    height={12}
                    {...(kind === 'hatched' ? { fill: `url(#${hatchId})` } : SHADED)}
                  />
                )}
              </svg>
              {bandNames[kind]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Bock: a light amber behind the lines, in both schemes (the marks' colour on the sheet). */
const SHADED = { fill: 'currentColor', fillOpacity: 0.3, className: 'text-amber-500' } as const;
/** A round's end: a solid upright rule in the axis's grey, black in print. */
const EDGE = {
  stroke: 'currentColor',
  strokeWidth: 2,
  className: 'text-stone-500 print:text-black',
} as const;
/** Ramsch: blue stripes, told apart from the shading by their pattern, not by colour alone. */
const HATCH = {
  stroke: 'currentColor',
  strokeOpacity: 0.35,
  className: 'text-blue-700 dark:text-sky-400',
} as const;
