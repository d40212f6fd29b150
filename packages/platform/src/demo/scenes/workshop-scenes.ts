/** Scenes of making and learning: bread, a guitar, a camera, a potter's wheel. */
import { H, seeded, sprig, studio, W } from './backdrops.ts';
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

/** A scored sourdough loaf on a board, a jar of bubbling starter and ears of wheat. */
export function sourdough(variant: number): string {
  const p = pick([{ wall: ['#f4e4cf', '#e8d2b5'] }, { wall: ['#e3e8e0', '#cfd8cb'] }], variant);
  const random = seeded(17);
  let flour = '';
  for (let i = 0; i < 60; i++) {
    const a = random() * Math.PI * 2;
    const r = random();
    flour += circle(560 + Math.cos(a) * r * 170, 520 + Math.sin(a) * r * 70, 2 + random() * 4, '#ffffff', {
      opacity: 0.7,
    });
  }
  let bubbles = '';
  for (let i = 0; i < 14; i++)
    bubbles += circle(870 + random() * 120, 520 + random() * 150, 3 + random() * 7, '#d9c7a6');
  const wheat = (x: number, lean: number) => {
    let grains = '';
    for (let i = 0; i < 6; i++) {
      const gy = 280 + i * 22;
      grains += ellipse(x + lean * (600 - gy) * 0.15 - 12, gy, 8, 16, '#d9a441', {
        transform: `rotate(-25 ${x} ${gy})`,
      });
      grains += ellipse(x + lean * (600 - gy) * 0.15 + 12, gy, 8, 16, '#e0b252', {
        transform: `rotate(25 ${x} ${gy})`,
      });
    }
    return stroke(`M${x},640 Q${x + lean * 20},450 ${x + lean * 48},270`, '#c9a15a', 5) + grains;
  };
  return (
    studio(p.wall[0], p.wall[1], '#b98a5e', '#9c7149', 640) +
    wheat(170, -1) +
    wheat(215, 0.4) +
    wheat(255, 1) +
    shadow(560, 700, 420, 50, 0.7) +
    ellipse(560, 660, 400, 80, '#8a5a34') +
    ellipse(560, 648, 400, 80, '#c48a55') +
    ellipse(560, 640, 360, 64, '#d39b66') +
    shadow(560, 640, 250, 40, 0.6) +
    path(
      'M330,600 C330,440 430,390 560,390 C690,390 790,440 790,600 C790,640 700,660 560,660 C420,660 330,640 330,600 Z',
      '#9c5a2a',
    ) +
    path('M350,580 C350,450 440,405 560,405 C680,405 770,450 770,580 C700,540 420,540 350,580 Z', '#c47a3c') +
    path('M430,470 C500,430 620,420 700,470 C640,460 500,462 430,500 Z', '#f0cf99') +
    flour +
    shadow(930, 700, 110, 16, 0.6) +
    box(860, 470, 140, 230, 26, '#e6eef0', { opacity: 0.6 }) +
    box(868, 540, 124, 152, 20, '#f2e7d2') +
    bubbles +
    box(852, 440, 156, 44, 14, '#c96f4a') +
    rect(852, 470, 156, 10, '#a6563a') +
    rect(872, 490, 16, 190, '#ffffff', { opacity: 0.45, rx: 8 })
  );
}

/** An acoustic guitar on its stand against the wall, a small amplifier and a plant beside it. */
export function guitar(variant: number): string {
  const p = pick(
    [
      { wall: ['#f0d7b6', '#e6c49a'], wood: ['#d9893f', '#b56a2a'] },
      { wall: ['#cfe3e0', '#b5d3cf'], wood: ['#c0703a', '#9a5226'] },
    ],
    variant,
  );
  let frets = '';
  for (let y = 150; y < 380; y += 26) frets += rect(582, y, 36, 3, '#c9c9c9');
  let strings = '';
  for (let i = 0; i < 6; i++) strings += line(588 + i * 4.8, 120, 588 + i * 4.8, 690, '#f1f1f1', 1.6);
  return (
    studio(p.wall[0], p.wall[1], '#8c6a4f', '#735640', 760) +
    rect(150, 150, 220, 160, '#ffffff', { opacity: 0.35 }) +
    rect(170, 170, 180, 120, '#e07a5f', { opacity: 0.5 }) +
    circle(260, 230, 40, '#f2cc8f') +
    shadow(610, 800, 230, 26, 0.8) +
    line(520, 800, 600, 690, '#2b2b2b', 8) +
    line(690, 800, 610, 690, '#2b2b2b', 8) +
    group(
      { transform: 'rotate(-8 600 640)' },
      circle(600, 640, 165, p.wood[1]),
      circle(600, 450, 125, p.wood[1]),
      rect(500, 450, 200, 180, p.wood[1]),
      circle(600, 640, 155, p.wood[0]),
      circle(600, 450, 115, p.wood[0]),
      rect(505, 450, 190, 180, p.wood[0]),
      circle(600, 520, 56, '#e9c46a'),
      circle(600, 520, 46, '#2b1d14'),
      box(545, 680, 110, 24, 8, '#3b2417'),
      rect(578, 120, 44, 340, '#3b2417'),
      frets,
      box(570, 40, 60, 100, 12, '#2b1d14'),
      ...[60, 85, 110].map((y) => circle(562, y, 8, '#d4d4d4') + circle(638, y, 8, '#d4d4d4')),
      strings,
      ellipse(540, 420, 30, 60, '#ffffff', { opacity: 0.12 }),
    ) +
    shadow(940, 790, 140, 20, 0.7) +
    box(830, 600, 220, 190, 14, '#2d2d30') +
    box(848, 650, 184, 124, 10, '#4a4a4f') +
    rect(848, 614, 184, 24, '#d4a373') +
    [870, 905, 940, 975, 1010].map((x) => circle(x, 626, 7, '#2d2d30')).join('') +
    stroke('M700,790 C760,820 800,780 840,760', '#1d1d1f', 6) +
    sprig(1110, 600, 260, '#52796f', -0.4) +
    path('M1060,600 L1160,600 L1145,690 L1075,690 Z', '#e9ecef')
  );
}

/** A full-frame camera with its zoom lens, a spare battery and a memory card. */
export function camera(variant: number): string {
  const p = pick(
    [
      { wall: ['#f7dc7a', '#f0c954'], table: ['#fbf3dc', '#efe3c3'] },
      { wall: ['#b8d8e8', '#9cc6dc'], table: ['#eef5f8', '#dbe8ee'] },
    ],
    variant,
  );
  return (
    studio(p.wall[0], p.wall[1], p.table[0], p.table[1], 640) +
    circle(620, 430, 300, '#ffffff', { opacity: 0.2 }) +
    shadow(610, 730, 360, 40, 0.8) +
    box(300, 280, 130, 40, 14, '#3a3d4a') +
    poly('520,300 700,300 680,220 540,220', '#2b2d42') +
    box(600, 240, 70, 26, 8, '#3a3d4a') +
    box(280, 300, 660, 400, 48, '#2b2d42') +
    box(280, 300, 170, 400, 48, '#22232f') +
    box(300, 260, 60, 30, 10, '#b1b5c0') +
    circle(390, 256, 22, '#c5c9d3') +
    rect(450, 320, 470, 30, '#3a3d4a') +
    circle(860, 360, 14, '#e63946') +
    circle(640, 510, 190, '#1b1c24') +
    circle(640, 510, 176, 'none', { stroke: '#3a3d4a', 'stroke-width': 22, 'stroke-dasharray': '8 8' }) +
    circle(640, 510, 150, '#2b2d42') +
    circle(640, 510, 132, '#c9ccd5') +
    circle(640, 510, 124, '#111218') +
    gradient('glass', '#4361ee', '#240046') +
    circle(640, 510, 96, 'url(#glass)') +
    circle(640, 510, 54, '#0b0a1a') +
    ellipse(600, 462, 34, 20, '#ffffff', { opacity: 0.55, transform: 'rotate(-35 600 462)' }) +
    circle(688, 560, 12, '#ffffff', { opacity: 0.35 }) +
    shadow(1000, 790, 90, 12, 0.6) +
    box(930, 700, 140, 90, 10, '#3a3d4a') +
    rect(930, 700, 30, 90, '#f4a261') +
    shadow(200, 790, 60, 10, 0.5) +
    box(150, 730, 100, 66, 8, '#1d3557') +
    rect(150, 730, 100, 22, '#e63946') +
    [165, 185, 205, 225].map((x) => rect(x, 774, 10, 22, '#d4a373')).join('')
  );
}

/** A potter's wheel with a bowl being thrown, shelves of pots behind. */
export function potteryWheel(variant: number): string {
  const p = pick(
    [
      { clay: ['#b86b3c', '#9a5530'], wall: ['#eadccd', '#dcc8b3'] },
      { clay: ['#c9a27e', '#a8825f'], wall: ['#dfe4dc', '#cad3c6'] },
    ],
    variant,
  );
  const glazes = ['#6d9dc5', '#e9c46a', '#f4f1de', '#81b29a', '#e07a5f', '#3d405b'];
  const random = seeded(29 + variant);
  let pots = '';
  for (const y of [240, 420]) {
    for (let x = 80; x < 1140; x += 110 + random() * 40) {
      const w = 50 + random() * 40;
      const h = 50 + random() * 60;
      const c = glazes[Math.floor(random() * glazes.length)]!;
      pots += path(
        `M${x - w / 2},${y} C${x - w / 2 - 10},${y - h * 0.6} ${x - w * 0.3},${y - h} ${x - w * 0.25},${y - h} L${x + w * 0.25},${y - h} C${x + w * 0.3},${y - h} ${x + w / 2 + 10},${y - h * 0.6} ${x + w / 2},${y} Z`,
        c,
      );
    }
  }
  return (
    studio(p.wall[0], p.wall[1], '#a3a19b', '#8d8a83', 700) +
    pots +
    rect(40, 240, 1120, 16, '#9c7a5b') +
    rect(40, 420, 1120, 16, '#9c7a5b') +
    shadow(600, 830, 400, 40, 0.8) +
    path('M380,700 L820,700 L760,830 L440,830 Z', '#5c6b73') +
    ellipse(600, 690, 330, 80, '#7d8a93') +
    ellipse(600, 676, 300, 66, '#98a4ab') +
    ellipse(600, 690, 260, 50, '#6b777e') +
    ellipse(600, 660, 210, 40, '#c3cbd0') +
    ellipse(600, 650, 210, 40, '#dde2e5') +
    path(
      'M470,650 C460,560 480,500 500,480 L700,480 C720,500 740,560 730,650 C700,680 500,680 470,650 Z',
      p.clay[0],
    ) +
    ellipse(600, 480, 100, 22, p.clay[1]) +
    ellipse(600, 484, 84, 16, '#6f3b1f') +
    [520, 560, 600]
      .map((y) =>
        stroke(
          `M${480 - (y - 520) * 0.1},${y} C540,${y + 16} 660,${y + 16} ${720 + (y - 520) * 0.1},${y}`,
          '#d08a58',
          4,
          { opacity: 0.7 },
        ),
      )
      .join('') +
    rect(490, 500, 18, 130, '#ffffff', { opacity: 0.15, rx: 9 }) +
    shadow(950, 840, 110, 16, 0.6) +
    path('M880,740 L1020,740 L1000,840 L900,840 Z', '#4d6a8a') +
    ellipse(950, 740, 70, 16, '#6a8db3') +
    ellipse(950, 742, 58, 11, '#a9c7de') +
    box(180, 790, 80, 44, 16, '#f2cc8f') +
    line(240, 800, 330, 760, '#8c6a4f', 8) +
    rect(0, H - 1, W, 1, '#8d8a83')
  );
}
