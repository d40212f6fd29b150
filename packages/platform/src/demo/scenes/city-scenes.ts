/** The cities as a local knows them: a tram up a Lisbon street, the Helsinki harbour, a stage in Austin. */
import { cloud, H, sky, stars, W, water } from './backdrops.ts';
import {
  box,
  circle,
  ellipse,
  gradient,
  group,
  line,
  path,
  pick,
  poly,
  rect,
  shadow,
  stroke,
} from './svg.ts';

/** A yellow tram climbing a steep street between tiled, pastel houses with terracotta roofs. */
export function lisbonTram(variant: number): string {
  const tram = pick(['#f6c343', '#f6c343'], variant);
  const facade = (x: number, w: number, top: number, wall: string) =>
    rect(x, top, w, H - top, wall) +
    poly(`${x - 10},${top} ${x + w / 2},${top - 50} ${x + w + 10},${top}`, '#c8553d') +
    [0, 1, 2]
      .map((row) =>
        [0.2, 0.6]
          .map(
            (c) =>
              rect(x + w * c, top + 50 + row * 110, w * 0.2, 70, '#3d405b', { opacity: 0.8 }) +
              rect(x + w * c - 6, top + 120 + row * 110, w * 0.2 + 12, 8, '#ffffff'),
          )
          .join(''),
      )
      .join('');
  let tiles = '';
  for (let y = 330; y < 560; y += 28)
    for (let x = 860; x < 1160; x += 28) tiles += rect(x + 4, y + 4, 20, 20, '#5e8fc6', { opacity: 0.6 });
  return (
    sky('#a8d8f5', '#f1f7fb') +
    cloud(600, 120, 50) +
    facade(-20, 300, 260, '#f4d58d') +
    facade(290, 260, 200, '#f2a7a0') +
    facade(560, 280, 240, '#f1ede4') +
    facade(850, 320, 300, '#e7eef6') +
    tiles +
    line(0, 170, W, 90, '#2b2d42', 3) +
    poly(`0,780 ${W},640 ${W},${H} 0,${H}`, '#9a958c') +
    poly(`0,780 ${W},640 ${W},660 0,800`, '#c9c2b5') +
    stroke('M0,840 L1200,700 M0,870 L1200,730', '#6b665e', 5) +
    group(
      { transform: 'translate(600 600) rotate(-6.6)' },
      shadow(0, 210, 380, 26, 0.7),
      line(40, -250, -20, -125, '#2b2d42', 5),
      box(-330, -130, 660, 320, 40, tram),
      rect(-330, 70, 660, 60, '#ffffff'),
      rect(-330, 118, 660, 40, '#c1272d'),
      box(-350, -150, 700, 36, 18, '#ede6d6'),
      ...[-290, -170, -50, 70, 190].map((x) => box(x, -90, 100, 110, 12, '#2b3a55')),
      ...[-290, -170, -50, 70, 190].map((x) => rect(x + 10, -82, 26, 90, '#ffffff', { opacity: 0.18 })),
      circle(-200, 190, 34, '#2b2d42'),
      circle(200, 190, 34, '#2b2d42'),
      circle(-200, 190, 12, '#8d99ae'),
      circle(200, 190, 12, '#8d99ae'),
      circle(305, 110, 14, '#fff3b0'),
    )
  );
}

/** The white cathedral with green domes above the harbour, a ferry passing. */
export function helsinkiHarbour(variant: number): string {
  const p = pick(
    [
      { sky: ['#b9dcf2', '#f4f8fb'], sea: ['#8ec1d6', '#2c6e8a'] },
      { sky: ['#f2b5a0', '#fbe6d6'], sea: ['#d7a49a', '#3d5a80'] },
    ],
    variant,
  );
  const dome = (x: number, y: number, r: number) =>
    rect(x - r * 0.9, y, r * 1.8, r * 1.2, '#f7f7f2') +
    path(`M${x - r},${y} A${r},${r * 1.1} 0 0 1 ${x + r},${y} Z`, '#4f9d8a') +
    rect(x - 3, y - r * 1.1 - 24, 6, 24, '#d4a017') +
    circle(x, y - r * 1.1 - 26, 6, '#d4a017');
  let columns = '';
  for (let x = 470; x <= 730; x += 40) columns += rect(x, 340, 16, 110, '#e8e6dc');
  return (
    sky(p.sky[0], p.sky[1]) +
    cloud(200, 150, 50) +
    cloud(1000, 200, 40) +
    rect(0, 470, W, 60, '#8a9a8e') +
    rect(130, 380, 220, 100, '#f2d98d') +
    rect(850, 390, 240, 90, '#f2d98d') +
    [160, 210, 260, 310, 880, 930, 980, 1030].map((x) => rect(x, 405, 22, 34, '#6b7c85')).join('') +
    rect(380, 450, 440, 40, '#e8e6dc') +
    rect(400, 300, 400, 160, '#f7f7f2') +
    poly('440,300 600,240 760,300', '#f7f7f2') +
    poly('455,296 600,252 745,296', '#e8e6dc') +
    columns +
    dome(600, 200, 80) +
    dome(440, 280, 30) +
    dome(760, 280, 30) +
    water(520, p.sea[0], p.sea[1], '#ffffff', 31) +
    group(
      { transform: 'translate(660 720)' },
      ellipse(0, 30, 330, 18, '#0b2530', { opacity: 0.2 }),
      path('M-300,0 L300,0 L260,50 L-280,50 Z', '#f7f7f2'),
      rect(-300, 18, 600, 12, '#2a6f97'),
      box(-220, -60, 360, 62, 8, '#ffffff'),
      box(-160, -110, 220, 52, 8, '#f1f1ec'),
      ...[-200, -150, -100, -50, 0, 50, 100].map((x) => rect(x, -40, 30, 16, '#2b3a55')),
      rect(80, -160, 36, 54, '#2a6f97'),
      rect(80, -160, 36, 12, '#1b1b1b'),
    ) +
    stroke('M250,270 q10,-10 20,0 q10,-10 20,0 M980,320 q8,-8 16,0 q8,-8 16,0', '#4a4e69', 3)
  );
}

/** A small stage at night: a microphone, an amplifier, spotlights and a neon star. */
export function liveMusic(variant: number): string {
  const p = pick(
    [
      { neon: '#ff5d8f', beam: '#ffd166' },
      { neon: '#4cc9f0', beam: '#f72585' },
    ],
    variant,
  );
  let bulbs = '';
  for (let i = 0; i <= 14; i++) {
    const x = 40 + i * 80;
    const y = 90 + Math.sin((i / 14) * Math.PI * 2) * 18 + 20;
    bulbs += circle(x, y, 8, '#ffe8a3') + circle(x, y, 18, '#ffe8a3', { opacity: 0.2 });
  }
  const star = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 ? 40 : 100;
      return `${Math.round(900 + Math.cos(a) * r)},${Math.round(330 + Math.sin(a) * r)}`;
    })
    .join(' ');
  return (
    gradient('venue', '#241738', '#4a2f6b') +
    rect(0, 0, W, H, 'url(#venue)') +
    stars(0, 0, 1) +
    stroke('M40,110 C300,150 600,60 1160,110', '#1a1026', 3) +
    bulbs +
    poly('240,0 330,0 520,720 120,720', p.beam, { opacity: 0.13 }) +
    poly('900,0 980,0 1120,720 720,720', p.beam, { opacity: 0.1 }) +
    poly(star, 'none', { stroke: p.neon, 'stroke-width': 22, opacity: 0.25, 'stroke-linejoin': 'round' }) +
    poly(star, 'none', { stroke: p.neon, 'stroke-width': 8, 'stroke-linejoin': 'round' }) +
    rect(0, 700, W, 200, '#3a2420') +
    rect(0, 700, W, 14, '#5c3a2e') +
    [0, 1, 2, 3].map((i) => line(0, 760 + i * 40, W, 760 + i * 40, '#2e1c19', 3)).join('') +
    ellipse(520, 730, 260, 40, p.beam, { opacity: 0.15 }) +
    shadow(250, 740, 160, 22) +
    box(110, 470, 280, 270, 16, '#1d1d1f') +
    box(130, 540, 240, 180, 10, '#3a3a3c') +
    [0, 1, 2, 3, 4, 5].map((i) => line(140, 555 + i * 28, 360, 555 + i * 28, '#2b2b2d', 6)).join('') +
    rect(130, 485, 240, 34, '#d4a373') +
    [150, 190, 230, 270, 310, 350].map((x) => circle(x, 502, 8, '#1d1d1f')).join('') +
    shadow(560, 748, 90, 12) +
    ellipse(560, 740, 70, 14, '#141414') +
    line(560, 740, 560, 460, '#3a3a3c', 10) +
    line(560, 470, 640, 380, '#3a3a3c', 8) +
    box(620, 330, 44, 70, 22, '#6c757d', { transform: 'rotate(40 642 365)' }) +
    box(628, 336, 28, 26, 12, '#adb5bd', { transform: 'rotate(40 642 365)' }) +
    stroke('M560,700 C600,720 660,700 700,760 C730,800 820,790 860,800', '#111111', 6)
  );
}
