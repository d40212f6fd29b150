/** Places to stay: a loft over the river, a room with a balcony, a brownstone with a garden. */
import { cloud, H, seeded, sky, W } from './backdrops.ts';
import { box, circle, ellipse, gradient, line, path, pick, poly, rect, shadow, stroke } from './svg.ts';

/** A window of `cols`×`rows` panes with a frame. */
function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  frame: string,
  bar: number,
): string {
  let out = rect(x, y, w, h, 'none', { stroke: frame, 'stroke-width': bar * 1.6 });
  for (let c = 1; c < cols; c++) out += rect(x + (w * c) / cols - bar / 2, y, bar, h, frame);
  for (let r = 1; r < rows; r++) out += rect(x, y + (h * r) / rows - bar / 2, w, bar, frame);
  return out;
}

/** Houses along a bank: pastel boxes with tiled roofs from `x0` to `x1`, standing on `y`. */
function houses(x0: number, x1: number, y: number, scale: number, seed: number): string {
  const random = seeded(seed);
  const walls = ['#f6d186', '#f4a6a6', '#a8d5e2', '#f1ede4', '#e9c46a', '#c9e4c5'];
  let out = '';
  for (let x = x0; x < x1; ) {
    const w = (40 + random() * 40) * scale;
    const h = (40 + random() * 50) * scale;
    out += rect(x, y - h, w, h, walls[Math.floor(random() * walls.length)]!);
    out += poly(`${x - 3},${y - h} ${x + w / 2},${y - h - 16 * scale} ${x + w + 3},${y - h}`, '#c8553d');
    for (let wx = x + 8 * scale; wx < x + w - 12 * scale; wx += 18 * scale) {
      out += rect(wx, y - h + 16 * scale, 8 * scale, 12 * scale, '#3d405b', { opacity: 0.7 });
    }
    x += w + 2;
  }
  return out;
}

/** A bright loft: an armchair, a lamp and a plant by a tall window over the river and its red bridge. */
export function riverLoft(variant: number): string {
  const p = pick(
    [
      { sky: ['#9fd0ee', '#fde3cc'], chair: '#e9b949', chairDark: '#c99a2e' },
      { sky: ['#f6b28b', '#fde8d0'], chair: '#5f8fb4', chairDark: '#46739a' },
    ],
    variant,
  );
  return (
    rect(0, 0, W, H, '#f1e9df') +
    gradient('loft-floor', '#d2ab84', '#b88a63') +
    rect(0, 640, W, 260, 'url(#loft-floor)') +
    gradient('view', p.sky[0], p.sky[1]) +
    rect(300, 90, 600, 480, 'url(#view)') +
    cloud(420, 170, 36) +
    path('M300,420 C420,380 560,392 700,400 C800,390 860,380 900,392 L900,440 L300,440 Z', '#b9a38f') +
    rect(300, 430, 600, 70, '#4f8fb0') +
    rect(380, 452, 90, 5, '#ffffff', { opacity: 0.5 }) +
    rect(700, 470, 120, 5, '#ffffff', { opacity: 0.5 }) +
    rect(300, 412, 600, 8, '#b3382c') +
    rect(470, 250, 16, 200, '#c0392b') +
    rect(720, 250, 16, 200, '#c0392b') +
    stroke(
      'M300,330 C380,400 440,300 478,252 C560,380 650,380 728,252 C770,310 840,380 900,340',
      '#c0392b',
      4,
    ) +
    houses(300, 900, 570, 1, 3) +
    windowFrame(300, 90, 600, 480, 3, 2, '#2f3e46', 14) +
    rect(280, 570, 640, 22, '#e3d7c7') +
    ellipse(560, 800, 380, 60, '#e9dfd1') +
    shadow(360, 790, 190, 30) +
    path('M200,640 C200,560 260,540 360,540 C460,540 520,560 520,640 L520,780 L200,780 Z', p.chairDark) +
    box(230, 640, 260, 90, 30, p.chair) +
    box(180, 620, 70, 150, 30, p.chair) +
    box(470, 620, 70, 150, 30, p.chair) +
    rect(220, 770, 14, 30, '#5c4033') +
    rect(486, 770, 14, 30, '#5c4033') +
    line(620, 800, 620, 380, '#2f3e46', 6) +
    shadow(620, 805, 60, 10) +
    ellipse(620, 802, 40, 8, '#2f3e46') +
    path('M575,380 L665,380 L640,320 L600,320 Z', '#f4e1c1') +
    ellipse(620, 382, 40, 6, '#fff2cc') +
    shadow(1000, 800, 110, 20) +
    path('M940,700 L1060,700 L1040,800 L960,800 Z', '#e07a5f') +
    [
      [-60, 0.9],
      [-25, 1.1],
      [10, 1],
      [45, 1.05],
      [75, 0.85],
    ]
      .map(([angle, size], i) =>
        ellipse(1000, 620 - 60 * size!, 34 * size!, 80 * size!, i % 2 ? '#2d6a4f' : '#40916c', {
          transform: `rotate(${angle} 1000 700)`,
        }),
      )
      .join('')
  );
}

/** A tall balcony door with open green shutters on an ochre wall, flowers on the iron balcony. */
export function balconyRoom(variant: number): string {
  const p = pick(
    [
      { wall: ['#ecc48e', '#dba66b'], flower: '#e63946' },
      { wall: ['#f0d2c0', '#d9a58c'], flower: '#ff8fab' },
    ],
    variant,
  );
  const random = seeded(21);
  let bloom = '';
  for (let i = 0; i < 38; i++) {
    const a = random() * Math.PI;
    const r = 60 + random() * 170;
    bloom += circle(
      1060 + Math.cos(a) * r * 0.9,
      40 + Math.sin(a) * r * 0.75,
      14 + random() * 16,
      i % 3 ? '#c2185b' : '#e05297',
    );
  }
  let bars = '';
  for (let x = 330; x <= 870; x += 30) bars += line(x, 650, x, 790, '#2b2d42', 5);
  const shutter = (x: number) => {
    let slats = '';
    for (let y = 230; y < 640; y += 22) slats += rect(x + 12, y, 116, 8, '#2f6b4b');
    return rect(x, 210, 140, 440, '#3f8a5f') + slats;
  };
  return (
    gradient('facade', p.wall[0], p.wall[1]) +
    rect(0, 0, W, H, 'url(#facade)') +
    rect(0, 820, W, 80, '#c99a63') +
    path('M400,650 L400,260 C400,160 800,160 800,260 L800,650 Z', '#f5efe6') +
    path('M420,650 L420,265 C420,185 780,185 780,265 L780,650 Z', '#3b2f2f') +
    path('M420,650 L420,265 C420,220 520,196 560,194 L560,650 Z', '#fbf7f0') +
    path('M780,650 L780,265 C780,220 700,200 660,196 L660,650 Z', '#f3ece0') +
    shutter(250) +
    shutter(810) +
    shadow(600, 800, 340, 30, 0.5) +
    rect(290, 780, 620, 24, '#8d6e63') +
    rect(290, 640, 620, 12, '#2b2d42') +
    bars +
    stroke('M330,720 C360,690 390,690 390,720 C390,750 360,750 360,725', '#2b2d42', 4) +
    stroke('M810,720 C840,690 870,690 870,720 C870,750 840,750 840,725', '#2b2d42', 4) +
    [330, 480, 720, 860]
      .map(
        (x, i) =>
          circle(x, 626, 36, '#4f7942') +
          circle(x - 22, 610, 22, '#5f8f4e') +
          circle(x + 10 - i * 4, 598, 12, p.flower) +
          circle(x + 24, 618, 10, p.flower) +
          circle(x - 18, 604, 10, p.flower) +
          path(`M${x - 32},630 L${x + 32},630 L${x + 24},680 L${x - 24},680 Z`, '#c96f4a'),
      )
      .join('') +
    bloom
  );
}

/** A brownstone with a stoop, tall windows, a cornice and a tree and planters in its front garden. */
export function brownstone(variant: number): string {
  const p = pick(
    [
      { sky: ['#a9d6f5', '#e8f4fb'], leaf: ['#6a994e', '#527a3c'] },
      { sky: ['#f6c7a7', '#fbe9da'], leaf: ['#d68c45', '#b5652b'] },
    ],
    variant,
  );
  const tall = (x: number, y: number) =>
    rect(x - 8, y - 8, 116, 196, '#eadbc8') +
    rect(x, y, 100, 180, '#324a5f') +
    rect(x, y, 100, 180, 'none', { stroke: '#eadbc8', 'stroke-width': 8 }) +
    rect(x + 46, y, 8, 180, '#eadbc8') +
    poly(`${x + 10},${y + 10} ${x + 40},${y + 10} ${x + 10},${y + 60}`, '#ffffff', { opacity: 0.2 }) +
    rect(x - 14, y - 30, 128, 20, '#6d3a2a');
  let steps = '';
  for (let i = 0; i < 8; i++)
    steps += rect(330 - i * 24, 560 + i * 32, 240 + i * 24, 32, i % 2 ? '#7a4232' : '#834836');
  return (
    sky(p.sky[0], p.sky[1]) +
    rect(0, 40, 150, 860, '#9c5b45') +
    rect(150, 60, 900, 840, '#8c4a36') +
    rect(1050, 80, 150, 820, '#a46a4f') +
    rect(130, 40, 940, 40, '#5b2e22') +
    [170, 230, 290, 350, 410, 470, 530, 590, 650, 710, 770, 830, 890, 950, 1010]
      .map((x) => rect(x, 80, 22, 16, '#5b2e22'))
      .join('') +
    tall(220, 160) +
    tall(450, 160) +
    tall(680, 160) +
    tall(910, 160) +
    rect(340, 400, 140, 160, '#3b2a24') +
    rect(322, 380, 176, 24, '#eadbc8') +
    rect(352, 412, 54, 148, '#4e342e') +
    rect(414, 412, 54, 148, '#4e342e') +
    circle(402, 490, 5, '#d4a373') +
    tall(680, 420) +
    tall(910, 420) +
    steps +
    stroke('M330,560 L160,816', '#1f1f1f', 8) +
    stroke('M570,560 L570,816', '#1f1f1f', 8) +
    [0.2, 0.4, 0.6, 0.8]
      .map((t) => line(330 - 170 * t, 560 + 256 * t, 330 - 170 * t, 600 + 256 * t, '#1f1f1f', 4))
      .join('') +
    rect(0, 816, W, 84, '#b8b2a7') +
    rect(0, 816, W, 8, '#d6d0c4') +
    shadow(940, 830, 170, 20) +
    rect(930, 560, 24, 270, '#5b4636') +
    circle(880, 520, 100, p.leaf[1]) +
    circle(1010, 500, 110, p.leaf[1]) +
    circle(940, 430, 120, p.leaf[0]) +
    rect(640, 770, 220, 46, '#5b2e22') +
    [660, 700, 740, 780, 820].map((x, i) => circle(x + 10, 760, 18, i % 2 ? '#f4a261' : '#e76f51')).join('') +
    circle(710, 748, 14, '#ffffff', { opacity: 0.3 })
  );
}
