import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barChartGeometry,
  barHeight,
  type ChartFrame,
  isLabelledColumn,
  moneyFormatOf,
  niceScale,
  shortCount,
} from './dashboard-charts.tsx';

const FRAME: ChartFrame = { width: 440, height: 210, top: 12, right: 18, bottom: 26, left: 8 };

describe('niceScale', () => {
  it('ends at the first round step at or above the maximum', () => {
    expect(niceScale(7)).toEqual({ top: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(10)).toEqual({ top: 10, step: 5, ticks: [0, 5, 10] });
    expect(niceScale(41)).toEqual({ top: 60, step: 20, ticks: [0, 20, 40, 60] });
    expect(niceScale(123_456)).toEqual({ top: 150_000, step: 50_000, ticks: [0, 50_000, 100_000, 150_000] });
  });

  it('steps by whole numbers, and a chart of zeros still has an axis', () => {
    expect(niceScale(0)).toEqual({ top: 1, step: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ top: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(niceScale(Number.NaN)).toEqual({ top: 1, step: 1, ticks: [0, 1] });
  });

  it('covers every maximum with 1 to targetTicks round, whole intervals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 1, max: 10 }), (max, target) => {
        const { top, step, ticks } = niceScale(max, target);
        expect(Number.isInteger(step) && step >= 1).toBe(true);
        expect(String(step)).toMatch(/^[125]0*$/);
        expect(top).toBeGreaterThanOrEqual(max);
        // Tight: one step less would not cover the maximum.
        if (max > 0) expect(top - step).toBeLessThan(max);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBe(top);
        expect(ticks.length - 1).toBeGreaterThanOrEqual(1);
        expect(ticks.length - 1).toBeLessThanOrEqual(target);
        expect(ticks).toEqual(ticks.map((_, i) => i * step));
      }),
    );
  });
});

describe('barHeight', () => {
  it('is proportional, shows a value above zero, and draws nothing for zero', () => {
    expect(barHeight(5, 10, 100)).toBe(50);
    expect(barHeight(1, 10_000, 100)).toBe(1.5);
    expect(barHeight(0, 10, 100)).toBe(0);
    expect(barHeight(-3, 10, 100)).toBe(0);
  });
});

describe('barChartGeometry', () => {
  it('lays out one column a week across the plot, bars standing on its bottom', () => {
    const g = barChartGeometry([[0, 5, 10]], FRAME);
    expect(g.scale.top).toBe(10);
    expect(g.columns).toHaveLength(3);
    expect(g.columns[0]!.x).toBe(g.plot.left);
    expect(g.columns[2]!.x + g.columns[2]!.width).toBeCloseTo(g.plot.right);
    const [empty, half, full] = g.columns.map((c) => c.bars[0]!);
    expect(empty!.height).toBe(0);
    expect(half!.height).toBeCloseTo(g.plot.height / 2);
    expect(full!.y).toBeCloseTo(g.plot.top);
    expect(g.ticks.map((t) => t.label)).toEqual(['0', '5', '10']);
    expect(g.ticks[0]!.y).toBe(g.plot.bottom);
    expect(g.ticks.at(-1)!.y).toBeCloseTo(g.plot.top);
  });

  it('puts two series side by side in each column, scaled together', () => {
    const g = barChartGeometry(
      [
        [100, 40],
        [10, 4],
      ],
      FRAME,
    );
    const [gmv, commission] = g.columns[0]!.bars;
    expect(commission!.x).toBeGreaterThan(gmv!.x + gmv!.width);
    expect(gmv!.height).toBeCloseTo(g.plot.height);
    expect(commission!.height).toBeCloseTo(g.plot.height / 10);
  });

  it('makes room on the left for the longest tick label', () => {
    const narrow = barChartGeometry([[9]], FRAME);
    const wide = barChartGeometry([[9]], FRAME, (v) => `$${v}.00 thousand`);
    expect(wide.plot.left).toBeGreaterThan(narrow.plot.left);
  });

  it('keeps every bar inside the plot and within its column', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 }).chain((seriesCount) =>
          fc.integer({ min: 1, max: 52 }).chain((weeks) =>
            fc.array(fc.array(fc.nat({ max: 1e12 }), { minLength: weeks, maxLength: weeks }), {
              minLength: seriesCount,
              maxLength: seriesCount,
            }),
          ),
        ),
        (series) => {
          const g = barChartGeometry(series, FRAME);
          const max = Math.max(...series.flat());
          expect(g.scale.top).toBeGreaterThanOrEqual(max);
          for (const column of g.columns) {
            for (const bar of column.bars) {
              expect(bar.height).toBeGreaterThanOrEqual(0);
              expect(bar.height).toBeLessThanOrEqual(g.plot.height + 1e-9);
              expect(bar.y).toBeGreaterThanOrEqual(g.plot.top - 1e-9);
              expect(bar.y + bar.height).toBeCloseTo(g.plot.bottom);
              expect(bar.x).toBeGreaterThanOrEqual(column.x - 1e-9);
              expect(bar.x + bar.width).toBeLessThanOrEqual(column.x + column.width + 1e-9);
              if (bar.value > 0) expect(bar.height).toBeGreaterThan(0);
            }
          }
        },
      ),
    );
  });
});

describe('isLabelledColumn', () => {
  it('labels every other week, the last one always', () => {
    expect([0, 1, 2, 3, 4].map((i) => isLabelledColumn(i, 5))).toEqual([true, false, true, false, true]);
    expect([0, 1, 2, 3].map((i) => isLabelledColumn(i, 4))).toEqual([false, true, false, true]);
  });
});

describe('moneyFormatOf', () => {
  it('reads minor units by the currency’s digits', () => {
    expect(moneyFormatOf('USD').full(123_456)).toBe('$1,234.56');
    expect(moneyFormatOf('JPY').full(123_456)).toBe('¥123,456');
    expect(moneyFormatOf('EUR').short(1_250_000)).toBe('€12.5K');
    expect(moneyFormatOf('JPY').short(1_250_000)).toBe('¥1.3M');
    expect(moneyFormatOf('USD').short(0)).toBe('$0');
    expect(moneyFormatOf('USD').short(100_000)).toBe('$1K');
    expect(moneyFormatOf('USD').short(50)).toBe('$0.5');
  });

  it('shows a code Intl refuses as it is', () => {
    expect(moneyFormatOf('not a currency').full(1200)).toBe('1,200 not a currency');
  });
});

describe('shortCount', () => {
  it('shortens large counts', () => {
    expect(shortCount(12)).toBe('12');
    expect(shortCount(1200)).toBe('1.2K');
  });
});
