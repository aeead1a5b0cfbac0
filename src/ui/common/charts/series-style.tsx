/*
 * How the lines of a chart are told apart: each by its colour (readable on the light and the dark
 * background), its dash pattern and its marker shape, so the lines differ in print, in grey and
 * for a reader who cannot tell the colours apart. The legend shows all three beside the name.
 */

export interface SeriesStyle {
  /** Text colour classes, light and dark: lines and markers are drawn in currentColor. */
  readonly colour: string;
  /** SVG stroke-dasharray; empty for a solid line. */
  readonly dash: string;
  readonly marker: 'circle' | 'square' | 'triangle' | 'diamond';
}

const STYLES: readonly SeriesStyle[] = [
  {
    colour: 'text-green-800 dark:text-green-300',
    dash: '',
    marker: 'circle',
  },
  {
    colour: 'text-blue-700 dark:text-sky-400',
    dash: '7 4',
    marker: 'square',
  },
  {
    colour: 'text-red-700 dark:text-red-400',
    dash: '2 3',
    marker: 'triangle',
  },
  {
    colour: 'text-stone-900 dark:text-stone-100',
    dash: '9 3 2 3',
    marker: 'diamond',
  },
];

/** The style of the `index`-th series (a table has at most 4 players; more repeat the styles). */
export function seriesStyle(index: number): SeriesStyle {
  return STYLES[index % STYLES.length] ?? (STYLES[0] as SeriesStyle);
}

/** A marker shape centred on (x, y), about 7 px across. */
export function Marker({
  shape,
  x,
  y,
}: {
  readonly shape: SeriesStyle['marker'];
  readonly x: number;
  readonly y: number;
}) {
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={3.5} />;
    case 'square':
      return <rect x={x - 3} y={y - 3} width={6} height={6} />;
    case 'triangle':
      return <path d={`M${x} ${y - 4}L${x + 4} ${y + 3}L${x - 4} ${y + 3}Z`} />;
    case 'diamond':
      return <path d={`M${x} ${y - 4.5}L${x + 4.5} ${y}L${x} ${y + 4.5}L${x - 4.5} ${y}Z`} />;
  }
}

/** The legend's sample of a series: a short stretch of its line with its marker. */
export function SeriesSample({ index }: { readonly index: number }) {
  const style = seriesStyle(index);
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 32 12"
      fill="currentColor"
      stroke="currentColor"
      className={`h-3 w-8 shrink-0 ${style.colour}`}
    >
      <line
        x1={1}
        y1={6}
        x2={31}
        y2={6}
        strokeWidth={2}
        strokeDasharray={style.dash || undefined}
      />
      <Marker shape={style.marker} x={16} y={6} />
    </svg>
  );
}
