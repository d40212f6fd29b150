import { describe, expect, it } from 'vitest';
import { LABEL_SIZES, labelWidth, placeLabels } from './place-labels.ts';

describe('placeLabels', () => {
  const city = (name: string, x: number, y: number, major = false) => ({ name, x, y, major });

  it('names places right of their dot, else where there is room, never over another name or a pin', () => {
    const labels = placeLabels(
      [
        city('Helsinki', 100, 100, true),
        city('Espoo', 300, 100),
        city('Kerava', 120, 100),
        city('Vantaa', 400, 300),
      ],
      [
        { left: 306, top: 90, right: 400, bottom: 110 },
        { left: 380, top: 280, right: 460, bottom: 320 },
      ],
      640,
      480,
      10,
    );
    // Kerava's dot is under Helsinki's name: left out. Vantaa's is under a pin: named farther out.
    expect(labels.map((label) => [label.name, label.anchor, label.textX])).toEqual([
      ['Helsinki', 'start', 106],
      ['Espoo', 'end', 294],
      ['Vantaa', 'end', 376],
    ]);
    expect(labels[0]!.textX + labelWidth('Helsinki', LABEL_SIZES.major)).toBeLessThan(640);
  });

  it('keeps names inside the view, and stops at the limit', () => {
    expect(placeLabels([city('Edge', 638, 240)], [], 640, 480, 10).map((l) => l.anchor)).toEqual(['end']);
    // Too near the top for beside its dot: below it, at the corner.
    const [corner] = placeLabels([city('Corner', 40, 2)], [], 640, 480, 10);
    expect(corner).toMatchObject({ anchor: 'start' });
    expect(corner!.textY).toBeGreaterThan(2 + LABEL_SIZES.minor / 2);
    expect(placeLabels([city('Nowhere', 30, 15)], [], 60, 30, 10)).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) =>
      city(`P${i}`, 20 + (i % 6) * 100, 40 + Math.floor(i / 6) * 80),
    );
    expect(placeLabels(many, [], 640, 480, 7)).toHaveLength(7);
  });
});
