/** What the demo scenes stand on: skies, water, hills, a studio wall and table, trees. */
import { circle, ellipse, gradient, group, path, poly, rect } from './svg.ts';

export const W = 1200;
export const H = 900;

/** A small deterministic random source, so a scene's scattered details are the same every time. */
export function seeded(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** A sky from `top` down to `bottom`, filling the canvas (the ground is drawn over it). */
export const sky = (top: string, bottom: string) =>
  gradient('sky', top, bottom) + rect(0, 0, W, H, 'url(#sky)');

/** A sun (or moon) with two faint rings of glow. */
export const sun = (cx: number, cy: number, r: number, color: string) =>
  circle(cx, cy, r * 2.1, color, { opacity: 0.12 }) +
  circle(cx, cy, r * 1.45, color, { opacity: 0.2 }) +
  circle(cx, cy, r, color);

/** A soft cloud of three overlapping puffs. */
export const cloud = (x: number, y: number, size: number, color = '#ffffff', opacity = 0.85) =>
  group(
    { opacity },
    ellipse(x, y, size * 1.6, size * 0.55, color),
    circle(x - size * 0.5, y - size * 0.3, size * 0.6, color),
    circle(x + size * 0.35, y - size * 0.45, size * 0.75, color),
  );

/** A smooth ridge from the left edge to the right around `base`, filled down to the bottom. */
export function ridge(base: number, amplitude: number, phase: number, fill: string, waves = 2): string {
  const step = 150;
  let d = `M0,${H} L0,${base + Math.sin(phase) * amplitude}`;
  for (let x = step; x <= W + step; x += step) {
    const y = base + Math.sin((x / W) * Math.PI * waves + phase) * amplitude;
    const prev = base + Math.sin(((x - step) / W) * Math.PI * waves + phase) * amplitude;
    d += ` C${x - step / 2},${Math.round(prev)} ${x - step / 2},${Math.round(y)} ${x},${Math.round(y)}`;
  }
  return path(`${d} L${W + step},${H} Z`, fill);
}

/** Water from `y` down, lighter at the horizon, with a few glints. */
export function water(y: number, top: string, bottom: string, glint: string, seed = 1): string {
  const random = seeded(seed);
  let glints = '';
  for (let i = 0; i < 14; i++) {
    const gy = y + 20 + random() * (H - y - 30);
    const gx = random() * W;
    const length = 30 + ((gy - y) / (H - y)) * 90;
    glints += rect(gx, gy, length, 4 + ((gy - y) / (H - y)) * 4, glint, { rx: 3, opacity: 0.35 });
  }
  return gradient('water', top, bottom) + rect(0, y, W, H - y, 'url(#water)') + glints;
}

/** The path of light a low sun throws across water towards the viewer. */
export function sunPath(cx: number, y: number, color: string): string {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const ly = y + 14 + i * i * 9;
    const width = 60 + i * 28;
    out += rect(cx - width / 2 + (i % 2) * 18, ly, width, 6 + i, color, { rx: 4, opacity: 0.55 - i * 0.05 });
  }
  return out;
}

/** A room: a wall (lit from the upper left) down to a table or floor at `floorY`. */
export function studio(wall: string, wallLow: string, floor: string, floorLow: string, floorY = 620): string {
  return (
    gradient('wall', wall, wallLow) +
    gradient('floor', floor, floorLow) +
    rect(0, 0, W, H, 'url(#wall)') +
    rect(0, floorY, W, H - floorY, 'url(#floor)') +
    rect(0, floorY, W, 6, '#ffffff', { opacity: 0.25 })
  );
}

/** A pine: stacked triangles on a short trunk, standing at (x, y). */
export function pine(x: number, y: number, height: number, fill: string, trunk = '#3f2a1d'): string {
  const w = height * 0.42;
  return (
    rect(x - height * 0.03, y - height * 0.12, height * 0.06, height * 0.12, trunk) +
    poly(
      `${x},${y - height} ${x - w * 0.55},${y - height * 0.55} ${x + w * 0.55},${y - height * 0.55}`,
      fill,
    ) +
    poly(
      `${x},${y - height * 0.78} ${x - w * 0.8},${y - height * 0.3} ${x + w * 0.8},${y - height * 0.3}`,
      fill,
    ) +
    poly(`${x},${y - height * 0.55} ${x - w},${y - height * 0.1} ${x + w},${y - height * 0.1}`, fill)
  );
}

/** A leafy tree: a round crown of three blobs over a trunk, standing at (x, y). */
export function leafyTree(
  x: number,
  y: number,
  size: number,
  leaf: string,
  leafDark: string,
  trunk = '#6b4428',
): string {
  return (
    rect(x - size * 0.07, y - size * 0.9, size * 0.14, size * 0.9, trunk, { rx: size * 0.05 }) +
    circle(x - size * 0.3, y - size * 1.05, size * 0.42, leafDark) +
    circle(x + size * 0.32, y - size * 1.1, size * 0.4, leafDark) +
    circle(x, y - size * 1.35, size * 0.5, leaf) +
    circle(x - size * 0.12, y - size * 1.45, size * 0.22, '#ffffff', { opacity: 0.12 })
  );
}

/** Stars scattered over the upper part of the canvas. */
export function stars(count: number, maxY: number, seed: number, color = '#fef9c3'): string {
  const random = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += circle(random() * W, random() * maxY, 1.5 + random() * 2.5, color, {
      opacity: 0.5 + random() * 0.5,
    });
  }
  return out;
}

/** A leafy sprig: a curved stem with leaves either side, from (x, y) up by `length`. */
export function sprig(x: number, y: number, length: number, leaf: string, lean = 0.2): string {
  let out = path(
    `M${x},${y} Q${x + length * lean},${y - length * 0.5} ${x + length * lean * 0.6},${y - length}`,
    'none',
    {
      stroke: leaf,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    },
  );
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const lx = x + length * lean * (1 - (1 - t) * (1 - t)) * 0.9;
    const ly = y - length * t;
    const size = length * 0.16 * (1.1 - t * 0.4);
    out += ellipse(lx - size * 0.8, ly, size, size * 0.42, leaf, {
      transform: `rotate(-30 ${lx - size * 0.8} ${ly})`,
    });
    out += ellipse(lx + size * 0.8, ly - size * 0.3, size, size * 0.42, leaf, {
      transform: `rotate(30 ${lx + size * 0.8} ${ly - size * 0.3})`,
    });
  }
  return out;
}
