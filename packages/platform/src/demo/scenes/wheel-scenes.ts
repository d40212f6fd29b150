/** Bicycles: one on a repair stand in a workshop, a cargo bike on a harbour street. */
import { H, seeded, sky, W } from './backdrops.ts';
import { box, circle, ellipse, group, line, pattern, pick, poly, rect, shadow, stroke } from './svg.ts';

/** A wheel: tyre, rim, spokes and hub, centred on (x, y). */
function wheel(x: number, y: number, r: number): string {
  let spokes = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    spokes += line(x, y, x + Math.cos(a) * (r - 14), y + Math.sin(a) * (r - 14), '#c9ced6', 2.5);
  }
  return (
    circle(x, y, r, 'none', { stroke: '#22252b', 'stroke-width': 16 }) +
    circle(x, y, r - 12, 'none', { stroke: '#aab1bb', 'stroke-width': 5 }) +
    spokes +
    circle(x, y, 12, '#5c6370')
  );
}

/** A city bike side on, its rear wheel at (x, y), wheels of radius `r`. */
function bicycle(x: number, y: number, r: number, frame: string): string {
  const front = x + r * 3.1;
  const seat = [x + r * 0.95, y - r * 1.15] as const;
  const head = [x + r * 2.55, y - r * 1.05] as const;
  const crank = [x + r * 1.25, y + 6] as const;
  return (
    wheel(x, y, r) +
    wheel(front, y, r) +
    stroke(`M${x},${y} L${crank[0]},${crank[1]} L${seat[0]},${seat[1]} Z`, frame, 14) +
    stroke(
      `M${crank[0]},${crank[1]} L${head[0]},${head[1] + 24} M${seat[0]},${seat[1] + 6} L${head[0]},${head[1] + 4}`,
      frame,
      14,
    ) +
    stroke(`M${head[0] - 10},${head[1] - 20} L${front},${y}`, frame, 12) +
    stroke(`M${seat[0] - 10},${seat[1] + 10} L${seat[0] - 24},${seat[1] - 40}`, '#3a3d45', 10) +
    box(seat[0] - 70, seat[1] - 62, 96, 26, 13, '#5a3a29') +
    stroke(
      `M${head[0] - 12},${head[1] - 24} L${head[0] - 22},${head[1] - 66} C${head[0] - 10},${head[1] - 90} ${head[0] + 40},${head[1] - 80} ${head[0] + 54},${head[1] - 60}`,
      '#3a3d45',
      10,
    ) +
    circle(crank[0], crank[1], 30, '#5c6370') +
    circle(crank[0], crank[1], 14, '#8d949e') +
    stroke(`M${crank[0]},${crank[1]} L${crank[0] + 36},${crank[1] + 40}`, '#3a3d45', 10) +
    box(crank[0] + 20, crank[1] + 38, 40, 12, 6, '#22252b') +
    stroke(`M${x},${y} L${crank[0]},${crank[1] - 28} M${x},${y} L${crank[0]},${crank[1] + 28}`, '#8d949e', 3)
  );
}

/** A bike clamped in a repair stand before a pegboard of tools, a toolbox on the floor. */
export function bikeRepair(variant: number): string {
  const frame = pick(['#2a9d8f', '#e76f51'], variant);
  const random = seeded(5);
  const wrench = (x: number, y: number, size: number, color: string) =>
    group(
      { transform: `translate(${x} ${y}) rotate(${Math.round(random() * 20 - 10)})` },
      box(-size * 0.09, 0, size * 0.18, size, size * 0.09, color),
      circle(0, 0, size * 0.2, color),
      circle(0, -size * 0.08, size * 0.1, '#d9cbb3'),
    );
  return (
    pattern('pegboard', 40, 40, rect(0, 0, 40, 40, '#d9cbb3'), circle(20, 20, 4, '#b8a68a')) +
    rect(0, 0, W, H, 'url(#pegboard)') +
    rect(0, 600, W, 20, '#b9a98d') +
    wrench(120, 120, 180, '#8d99ae') +
    wrench(190, 110, 150, '#8d99ae') +
    wrench(250, 100, 120, '#8d99ae') +
    stroke('M1030,100 L1000,260 M1070,100 L1100,260', '#c1121f', 16) +
    circle(1050, 100, 16, '#2b2d42') +
    box(900, 90, 40, 200, 14, '#f4a261') +
    rect(914, 40, 12, 60, '#adb5bd') +
    circle(1000, 420, 50, 'none', { stroke: '#22252b', 'stroke-width': 12 }) +
    rect(0, 620, W, 280, '#8f8a82') +
    rect(0, 620, W, 8, '#a8a39a') +
    shadow(600, 830, 440, 30, 0.7) +
    line(600, 820, 600, 420, '#3a3d45', 16) +
    line(600, 820, 470, 860, '#3a3d45', 12) +
    line(600, 820, 730, 860, '#3a3d45', 12) +
    line(600, 430, 520, 395, '#3a3d45', 14) +
    box(495, 378, 50, 40, 8, '#e63946') +
    bicycle(330, 620, 150, frame) +
    shadow(1020, 880, 150, 14, 0.6) +
    box(890, 800, 260, 80, 10, '#c1121f') +
    box(890, 780, 260, 30, 10, '#d62839') +
    box(980, 760, 80, 24, 10, '#2b2d42')
  );
}

/** A cargo bike with a wooden box of groceries on a cobbled street before bright harbour houses. */
export function cargoBike(variant: number): string {
  const frame = pick(['#264653', '#6a4c93'], variant);
  const walls = ['#f4a261', '#e9c46a', '#e76f51', '#8ab17d', '#f1e3c8', '#6d9dc5'];
  let facades = '';
  walls.forEach((wall, i) => {
    const x = i * 210 - 20;
    const top = 140 + (i % 3) * 40;
    facades += rect(x, top, 210, 560 - top, wall);
    facades += poly(`${x},${top} ${x + 105},${top - 70} ${x + 210},${top}`, wall);
    for (let row = 0; row < 3; row++) {
      for (const c of [30, 90, 150])
        facades +=
          box(x + c, top + 30 + row * 120, 34, 70, 4, '#ffffff') +
          rect(x + c + 5, top + 35 + row * 120, 24, 60, '#34495e');
    }
  });
  const cobbles = pattern(
    'cobbles',
    120,
    68,
    rect(0, 0, 120, 68, '#8a857b'),
    ...[
      [3, 3, '#a39e93'],
      [63, 3, '#b2ada2'],
      [-27, 37, '#b2ada2'],
      [33, 37, '#a39e93'],
      [93, 37, '#b2ada2'],
    ].map(([x, y, fill]) => box(x as number, y as number, 54, 28, 10, fill as string)),
  );
  // A long-john: a small front wheel, the box low between it and the rider, a full-size rear wheel.
  const y = 790;
  return (
    sky('#9ed0ee', '#e6f3fb') +
    facades +
    rect(0, 560, W, 140, '#3d5a80') +
    rect(0, 560, W, 10, '#98c1d9') +
    line(1040, 560, 1040, 380, '#6b4f3a', 10) +
    line(1040, 390, 1160, 560, '#d9d9d9', 2) +
    cobbles +
    rect(0, 690, W, 210, 'url(#cobbles)') +
    shadow(600, 878, 480, 24, 0.8) +
    wheel(240, y, 80) +
    wheel(930, y - 20, 110) +
    stroke(
      `M240,${y} L300,${y - 40} L700,${y - 40} L760,${y} L930,${y - 20} L800,${y - 230} L760,${y}`,
      frame,
      16,
    ) +
    stroke(`M700,${y - 40} L760,${y} M780,${y - 200} L740,${y - 40}`, frame, 16) +
    stroke(`M240,${y} L300,${y - 150}`, frame, 12) +
    stroke(`M660,${y - 40} L690,${y - 240} C700,${y - 280} 650,${y - 290} 620,${y - 280}`, '#3a3d45', 10) +
    stroke(`M800,${y - 230} L790,${y - 270}`, '#3a3d45', 10) +
    box(740, y - 290, 100, 26, 13, '#5a3a29') +
    circle(760, y, 28, '#5c6370') +
    circle(760, y, 12, '#8d949e') +
    stroke(`M760,${y} L790,${y + 36}`, '#3a3d45', 10) +
    ellipse(370, y - 200, 80, 50, '#6a994e') +
    ellipse(440, y - 214, 60, 44, '#81b29a') +
    box(470, y - 330, 34, 170, 17, '#e9c38b', { transform: `rotate(16 487 ${y - 245})` }) +
    circle(540, y - 190, 36, '#e63946') +
    circle(530, y - 200, 10, '#ffffff', { opacity: 0.35 }) +
    box(300, y - 200, 330, 170, 12, '#c98b4b') +
    rect(300, y - 200, 330, 20, '#a86f38') +
    [0, 1, 2].map((i) => rect(300, y - 150 + i * 42, 330, 4, '#a86f38')).join('') +
    rect(300, y - 200, 12, 170, '#a86f38') +
    rect(618, y - 200, 12, 170, '#a86f38')
  );
}
