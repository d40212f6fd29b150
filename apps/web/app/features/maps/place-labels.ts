/**
 * Place names on the offline base map: which of the larger places fit, and where their names go
 * so that none covers another, a pin or a control. Pure; `base-map.server.ts` gives the places.
 */

/** A box on the view, in its units: a label, a pin. */
export interface ViewBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlap(a: ViewBox, b: ViewBox): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/** A place that may be named on the map, already projected. */
export interface LabelCandidate {
  name: string;
  x: number;
  y: number;
  /** Larger places are named first and larger. */
  major: boolean;
}

/** A name placed on the map: its dot at (x, y), its text at (textX, textY) (its middle, by `anchor`). */
export interface PlacedLabel {
  name: string;
  x: number;
  y: number;
  textX: number;
  textY: number;
  anchor: 'start' | 'end' | 'middle';
  major: boolean;
}

/**
 * The largest sizes names are drawn at, in the view's units: the phone's (CSS draws them smaller
 * on a desktop, where the map is larger), so names placed apart stay apart at every size.
 */
export const LABEL_SIZES = { major: 20, minor: 18 } as const;

/** How wide a name's text is, near enough for placing it (an average letter of a sans-serif). */
export function labelWidth(name: string, size: number): number {
  return name.length * size * 0.58;
}

type LabelOption = { box: ViewBox; textX: number; textY: number; anchor: PlacedLabel['anchor'] };

/**
 * Where a name of `w`×`h` may go, `gap` from its dot: right, left, and with `around` at the
 * corners, above and below. The text's middle is at `textY` (drawn with a central baseline, whatever its size).
 */
function labelOptions(at: LabelCandidate, w: number, h: number, gap: number, around: boolean): LabelOption[] {
  const { x, y } = at;
  const sides: LabelOption[] = [
    {
      box: { left: x + gap, right: x + gap + w, top: y - h / 2, bottom: y + h / 2 },
      textX: x + gap,
      textY: y,
      anchor: 'start',
    },
    {
      box: { left: x - gap - w, right: x - gap, top: y - h / 2, bottom: y + h / 2 },
      textX: x - gap,
      textY: y,
      anchor: 'end',
    },
  ];
  if (!around) return sides;
  // Corners: beside the dot, half a line down or up.
  const corner = (textY: number, right: boolean): LabelOption => ({
    box: right
      ? { left: x + gap, right: x + gap + w, top: textY - h / 2, bottom: textY + h / 2 }
      : { left: x - gap - w, right: x - gap, top: textY - h / 2, bottom: textY + h / 2 },
    textX: right ? x + gap : x - gap,
    textY,
    anchor: right ? 'start' : 'end',
  });
  const below = y + gap / 2 + h / 2;
  const above = y - gap / 2 - h / 2;
  return [
    ...sides,
    corner(below, true),
    corner(above, true),
    corner(below, false),
    corner(above, false),
    {
      box: { left: x - w / 2, right: x + w / 2, top: y - gap - h, bottom: y - gap },
      textX: x,
      textY: y - gap - h / 2,
      anchor: 'middle',
    },
    {
      box: { left: x - w / 2, right: x + w / 2, top: y + gap, bottom: y + gap + h },
      textX: x,
      textY: y + gap + h / 2,
      anchor: 'middle',
    },
  ];
}

/**
 * Names placed on the map in the order given (the largest places first): each where it fits —
 * right of its dot, left, at a corner, above or below, or a little farther right or left when a
 * pin is in the way — without its text touching a name already placed, an obstacle (the pins) or the view's
 * edge; a name that fits nowhere is left out, as maps do. At most `limit`.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  obstacles: readonly ViewBox[],
  width: number,
  height: number,
  limit: number,
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const taken: ViewBox[] = [...obstacles];
  const edge = 4;
  for (const candidate of candidates) {
    if (placed.length >= limit) break;
    const size = candidate.major ? LABEL_SIZES.major : LABEL_SIZES.minor;
    const w = labelWidth(candidate.name, size);
    const h = size * 1.1;
    const options = [...labelOptions(candidate, w, h, 6, true), ...labelOptions(candidate, w, h, 24, false)];
    // A dot may sit under a pin (a listing in the city it names); not under another name.
    const dot: ViewBox = {
      left: candidate.x - 3,
      right: candidate.x + 3,
      top: candidate.y - 3,
      bottom: candidate.y + 3,
    };
    if (taken.slice(obstacles.length).some((box) => overlap(box, dot))) continue;
    const fit = options.find(
      ({ box }) =>
        box.left >= edge &&
        box.top >= edge &&
        box.right <= width - edge &&
        box.bottom <= height - edge &&
        !taken.some((other) => overlap(other, box)),
    );
    if (!fit) continue;
    taken.push(fit.box, dot);
    placed.push({
      name: candidate.name,
      x: candidate.x,
      y: candidate.y,
      textX: fit.textX,
      textY: fit.textY,
      anchor: fit.anchor,
      major: candidate.major,
    });
  }
  return placed;
}
