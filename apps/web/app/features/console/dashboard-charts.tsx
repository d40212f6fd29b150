// The console dashboard's charts, drawn on the server as inline SVG (no chart library, no script):
// the pure geometry — nice scales, tick positions, bar positions — and the one component that draws
// a weekly bar chart of one or two series. The SVG scales with its `viewBox` to the width it gets.

/** A scale from 0 to `top` in `step`s: the y-axis of a chart. */
export interface NiceScale {
  /** The axis' maximum: the first multiple of `step` at or above the data's maximum (never 0). */
  top: number;
  /** The distance between ticks: 1, 2 or 5 times a power of ten, a whole number. */
  step: number;
  /** `0, step, 2·step, … top`. */
  ticks: number[];
}

/**
 * A y-axis for counts or minor units of money from 0 to at least `max`, with at most `targetTicks`
 * intervals of a round, whole step (1, 2, 5, 10, 20, 50…). A chart of zeros still gets 0–1.
 */
export function niceScale(max: number, targetTicks = 4): NiceScale {
  const target = Math.max(1, Math.floor(targetTicks));
  const highest = Number.isFinite(max) && max > 0 ? max : 0;
  // The step is at least 1: the values are whole (counts, minor units).
  const raw = Math.max(1, highest / target);
  let power = 1;
  while (power * 10 <= raw) power *= 10;
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? power * 10;
  const intervals = Math.max(1, Math.ceil(highest / step));
  return { top: intervals * step, step, ticks: Array.from({ length: intervals + 1 }, (_, i) => i * step) };
}

/**
 * The height of a bar of `value` on a plot `plotHeight` tall whose axis ends at `top`: never above
 * the plot, never below 0, and at least `minimum` for a value above 0 so that it shows.
 */
export function barHeight(value: number, top: number, plotHeight: number, minimum = 1.5): number {
  if (!(value > 0) || !(top > 0) || !(plotHeight > 0)) return 0;
  const height = (Math.min(value, top) / top) * plotHeight;
  return Math.min(plotHeight, Math.max(height, minimum));
}

/** The space a chart has, in its `viewBox` units, and its margins around the plot. */
export interface ChartFrame {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  /** Room for the longest tick label is added to this. */
  left: number;
}

/** One bar of a column: a value of one series in one week. */
export interface BarGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

/** One week's column: its band across the plot (for its link and label) and its bars. */
export interface ColumnGeometry {
  x: number;
  width: number;
  center: number;
  bars: BarGeometry[];
}

/** Where everything of a bar chart goes. */
export interface ChartGeometry {
  plot: { left: number; top: number; right: number; bottom: number; width: number; height: number };
  scale: NiceScale;
  ticks: { value: number; y: number; label: string }[];
  columns: ColumnGeometry[];
}

/** Width of a character of the axis' labels, in viewBox units, at the largest font the CSS gives them. */
export const LABEL_CHAR_WIDTH = 8;

/**
 * The geometry of a bar chart of `series` (each one value per column, the same length), columns
 * side by side across the plot, each series' bar side by side within a column: the scale covers
 * the largest value of every series; the left margin grows to the longest tick label.
 */
export function barChartGeometry(
  series: readonly (readonly number[])[],
  frame: ChartFrame,
  tickLabel: (value: number) => string = String,
  targetTicks = 4,
): ChartGeometry {
  const count = Math.max(0, ...series.map((values) => values.length));
  const max = Math.max(0, ...series.flatMap((values) => values.filter(Number.isFinite)));
  const scale = niceScale(max, targetTicks);
  const labels = scale.ticks.map(tickLabel);
  const labelWidth = Math.max(...labels.map((label) => label.length)) * LABEL_CHAR_WIDTH;
  const left = Math.min(frame.width / 2, frame.left + labelWidth);
  const plot = {
    left,
    top: frame.top,
    right: frame.width - frame.right,
    bottom: frame.height - frame.bottom,
    width: Math.max(0, frame.width - frame.right - left),
    height: Math.max(0, frame.height - frame.bottom - frame.top),
  };
  const y = (value: number) => plot.bottom - (value / scale.top) * plot.height;
  const band = count > 0 ? plot.width / count : 0;
  // A column's bars take 70% of its band (80% with two series, a small gap between them).
  const groupWidth = band * (series.length > 1 ? 0.8 : 0.7);
  const gap = series.length > 1 ? Math.min(2, groupWidth * 0.05) : 0;
  const barWidth = series.length > 0 ? (groupWidth - gap * (series.length - 1)) / series.length : 0;
  const columns = Array.from({ length: count }, (_, i): ColumnGeometry => {
    const x = plot.left + i * band;
    const start = x + (band - groupWidth) / 2;
    return {
      x,
      width: band,
      center: x + band / 2,
      bars: series.map((values, s) => {
        const value = values[i] ?? 0;
        const height = barHeight(value, scale.top, plot.height);
        return { x: start + s * (barWidth + gap), y: plot.bottom - height, width: barWidth, height, value };
      }),
    };
  });
  return {
    plot,
    scale,
    ticks: scale.ticks.map((value, i) => ({ value, y: y(value), label: labels[i] ?? '' })),
    columns,
  };
}

/**
 * Whether a week's label is drawn under its column: every other week, counted back from the last
 * (the current week always has its label), so labels never crowd at a phone's width.
 */
export function isLabelledColumn(index: number, count: number): boolean {
  return (count - 1 - index) % 2 === 0;
}

/** How money of one currency is shown: in full, and short for an axis; amounts in minor units. */
export interface MoneyFormat {
  full: (minor: number) => string;
  short: (minor: number) => string;
}

/**
 * The formats of a currency's amounts in minor units: the minor unit follows the currency's
 * digits as Intl knows them (2 for USD, 0 for JPY). A code Intl does not take is shown as is.
 */
export function moneyFormatOf(currency: string, locale = 'en-US'): MoneyFormat {
  let full: Intl.NumberFormat;
  try {
    full = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    const plain = (minor: number) => `${new Intl.NumberFormat(locale).format(minor)} ${currency}`;
    return { full: plain, short: plain };
  }
  const divisor = 10 ** (full.resolvedOptions().maximumFractionDigits ?? 2);
  const short = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  return { full: (minor) => full.format(minor / divisor), short: (minor) => short.format(minor / divisor) };
}

/** A count for an axis: `1.2K` for 1200. */
export function shortCount(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** The chart's size in viewBox units: a phone scales it down, a wide screen up to its column. */
const FRAME: ChartFrame = { width: 440, height: 210, top: 12, right: 18, bottom: 26, left: 8 };

/** One week of a chart: its label under the column, what a screen reader hears, where it links. */
export interface ChartWeek {
  label: string;
  /** The week's figures in words, for a screen reader and as the column's tooltip. */
  description: string;
  /** The list behind the week's figures, if there is one. */
  href?: string | undefined;
  /** The current week, not over yet. */
  partial: boolean;
}

/**
 * A weekly bar chart, one or two series (`className` colours each): each week's column is a link
 * to `href` when it has one, named by its `description`, which is also its tooltip.
 */
export function WeeklyBarChart(props: {
  /** The chart's name: its `<title>`, or its label when no week links anywhere. */
  title: string;
  weeks: readonly ChartWeek[];
  series: readonly { className: string; values: readonly number[] }[];
  tickLabel: (value: number) => string;
}) {
  const { weeks } = props;
  const geometry = barChartGeometry(
    props.series.map((s) => s.values),
    FRAME,
    props.tickLabel,
  );
  const { plot } = geometry;
  // Without links the chart is one image (a table beside it gives its figures to screen readers);
  // with them, each week is a link named by its figures and the axes are left out of the reading.
  const linked = weeks.some((week) => week.href);
  return (
    <svg
      className="dashboard-chart__svg"
      viewBox={`0 0 ${FRAME.width} ${FRAME.height}`}
      preserveAspectRatio="xMidYMid meet"
      {...(linked ? {} : { role: 'img', 'aria-label': props.title })}
    >
      <title>{props.title}</title>
      {geometry.ticks.map((tick) => (
        <line
          key={tick.value}
          className={tick.value === 0 ? 'dashboard-chart__baseline' : 'dashboard-chart__grid'}
          x1={plot.left}
          x2={plot.right}
          y1={tick.y}
          y2={tick.y}
        />
      ))}
      {/* The axes' labels, left out of the reading: each column says its own week and figures. */}
      <svg aria-hidden="true" overflow="visible">
        {geometry.ticks.map((tick) => (
          <text key={tick.value} x={plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end">
            {tick.label}
          </text>
        ))}
        {geometry.columns.map((column, i) =>
          isLabelledColumn(i, geometry.columns.length) ? (
            <text key={weeks[i]?.label ?? i} x={column.center} y={plot.bottom + 18} textAnchor="middle">
              {weeks[i]?.label}
            </text>
          ) : null,
        )}
      </svg>
      {geometry.columns.map((column, i) => {
        const week = weeks[i];
        const bars = (
          <>
            <title>{week?.description}</title>
            <rect
              className="dashboard-chart__hit"
              x={column.x}
              y={plot.top}
              width={column.width}
              height={plot.height}
            />
            {column.bars.map((bar, s) => (
              <rect
                key={props.series[s]?.className ?? s}
                className={`dashboard-chart__bar ${props.series[s]?.className ?? ''}${week?.partial ? ' dashboard-chart__bar--partial' : ''}`}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
              />
            ))}
          </>
        );
        const key = `${week?.label ?? ''}-${i}`;
        return week?.href ? (
          <a key={key} href={week.href} aria-label={week.description} className="dashboard-chart__column">
            {bars}
          </a>
        ) : (
          <g key={key} className="dashboard-chart__column">
            {bars}
          </g>
        );
      })}
    </svg>
  );
}
