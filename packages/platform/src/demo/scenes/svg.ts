/**
 * The few SVG shapes the demo's drawn photos are made of, as strings: a scene is code that composes
 * them on a 1200×900 canvas. Numbers are written with at most one decimal, so a scene's SVG is
 * short and the same every time.
 */

/** An element's attributes; undefined ones are left out. */
export type Attrs = Record<string, string | number | undefined>;

const num = (value: number) => String(Math.round(value * 10) / 10);

/**
 * Attributes as SVG writes them. An `opacity` becomes fill and stroke opacities (inherited by a
 * group's children): librsvg draws an element with `opacity` on a canvas-sized layer of its own,
 * which made a scene several times slower to draw.
 */
function attributes(attrs: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    const text = typeof value === 'number' ? num(value) : value;
    out += name === 'opacity' ? ` fill-opacity="${text}" stroke-opacity="${text}"` : ` ${name}="${text}"`;
  }
  return out;
}

/** Any element, with children or empty. */
export function el(name: string, attrs: Attrs, ...children: string[]): string {
  const open = `<${name}${attributes(attrs)}`;
  return children.length > 0 ? `${open}>${children.join('')}</${name}>` : `${open}/>`;
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, attrs: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...attrs });

/** A rectangle with rounded corners. */
export const box = (
  x: number,
  y: number,
  width: number,
  height: number,
  r: number,
  fill: string,
  attrs: Attrs = {},
) => el('rect', { x, y, width, height, rx: r, fill, ...attrs });

export const circle = (cx: number, cy: number, r: number, fill: string, attrs: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...attrs });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, attrs: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...attrs });

export const path = (d: string, fill: string, attrs: Attrs = {}) => el('path', { d, fill, ...attrs });

/** A closed polygon through the points `x1,y1 x2,y2 …`. */
export const poly = (points: string, fill: string, attrs: Attrs = {}) =>
  el('polygon', { points, fill, ...attrs });

/** A stroke from one point to another with round ends. */
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  attrs: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...attrs });

/** An open stroked path with round ends and joins. */
export const stroke = (d: string, color: string, width: number, attrs: Attrs = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...attrs,
  });

export const group = (attrs: Attrs, ...children: string[]) => el('g', attrs, ...children);

/** A vertical (or, with `horizontal`, left-to-right) gradient to fill shapes with as `url(#id)`. */
export function gradient(id: string, from: string, to: string, horizontal = false): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 },
    el('stop', { offset: 0, 'stop-color': from }),
    el('stop', { offset: 1, 'stop-color': to }),
  );
}

/** The soft shadow every scene's shadows are filled with: dark in the middle, fading out. */
export const SHADOW_DEFS = el(
  'radialGradient',
  { id: 'soft-shadow' },
  el('stop', { offset: 0, 'stop-color': '#1c1917', 'stop-opacity': 0.55 }),
  el('stop', { offset: 0.55, 'stop-color': '#1c1917', 'stop-opacity': 0.25 }),
  el('stop', { offset: 1, 'stop-color': '#1c1917', 'stop-opacity': 0 }),
);

/** A soft shadow under something standing at (cx, cy). */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.6) =>
  ellipse(cx, cy, rx, ry, 'url(#soft-shadow)', { opacity });

/** The item of `list` for a photo's variant, going round. */
export const pick = <const T>(list: readonly T[], variant: number): T => list[variant % list.length]!;

/**
 * A tile repeated over whatever is filled with `url(#id)`: librsvg draws the tile once, where as
 * many separate shapes (a tiled wall, a pegboard's holes) are each drawn on their own.
 */
export const pattern = (id: string, width: number, height: number, ...tile: string[]) =>
  el('pattern', { id, width, height, patternUnits: 'userSpaceOnUse' }, ...tile);
