/** Scenes of people and their words: a portrait sitting, a chat over coffee, guides to read. */
import { H, seeded, sprig, studio, W } from './backdrops.ts';
import {
  box,
  circle,
  el,
  ellipse,
  group,
  line,
  path,
  pattern,
  pick,
  poly,
  rect,
  shadow,
  stroke,
} from './svg.ts';

/** An azulejo-like pattern of blue tiles over a box. */
function tiles(
  x0: number,
  y0: number,
  w: number,
  h: number,
  size: number,
  ground: string,
  ink: string,
): string {
  const c = size / 2;
  const tile = pattern(
    'tiles',
    size,
    size,
    rect(0, 0, size, size, ground),
    poly(`${c},6 ${size - 6},${c} ${c},${size - 6} 6,${c}`, ink, { opacity: 0.8 }),
    circle(c, c, size * 0.12, ground),
  );
  return tile + rect(x0, y0, w, h, 'url(#tiles)', { transform: `translate(${x0} ${y0})`, x: 0, y: 0 });
}

/** Someone sitting for a portrait in front of a tiled wall, with the viewfinder's marks over them. */
export function portrait(variant: number): string {
  const p = pick(
    [
      {
        skin: '#c68642',
        hair: '#2b1d14',
        top: '#e76f51',
        ink: '#3f6fb5',
        ground: '#f4f1ea',
        wall: '#f4d35e',
      },
      {
        skin: '#f1c7a8',
        hair: '#a0522d',
        top: '#2a9d8f',
        ink: '#2f6b4b',
        ground: '#f3ece2',
        wall: '#f2a7a0',
      },
    ],
    variant,
  );
  const corner = (x: number, y: number, dx: number, dy: number) =>
    stroke(`M${x},${y + dy * 60} L${x},${y} L${x + dx * 60},${y}`, '#ffffff', 8);
  return (
    rect(0, 0, W, H, p.wall) +
    tiles(620, 0, 580, 900, 72, p.ground, p.ink) +
    rect(600, 0, 20, H, '#ffffff', { opacity: 0.5 }) +
    circle(580, 330, 190, '#ffffff', { opacity: 0.18 }) +
    path('M330,900 C330,700 420,620 580,620 C740,620 830,700 830,900 Z', p.top) +
    path('M520,560 L640,560 L650,660 C620,700 540,700 510,660 Z', p.skin) +
    path('M520,630 C560,660 610,660 645,630 L650,660 C620,700 540,700 510,660 Z', '#000000', {
      opacity: 0.12,
    }) +
    circle(490, 290, 120, p.hair) +
    ellipse(580, 420, 120, 150, p.skin) +
    path('M460,400 C450,260 530,220 600,230 C690,240 720,300 705,380 C660,330 560,300 470,420 Z', p.hair) +
    ellipse(700, 440, 16, 26, p.skin) +
    circle(704, 480, 9, '#f4d35e') +
    stroke('M560,430 C572,440 588,440 600,430', '#000000', 4, { opacity: 0.25 }) +
    path('M500,520 C540,560 620,570 660,520 C640,580 520,580 500,520 Z', '#000000', { opacity: 0.06 }) +
    corner(140, 110, 1, 1) +
    corner(1060, 110, -1, 1) +
    corner(140, 790, 1, -1) +
    corner(1060, 790, -1, -1) +
    rect(520, 330, 130, 130, 'none', { stroke: '#ffffff', 'stroke-width': 4, opacity: 0.8 }) +
    circle(1040, 70, 10, '#e63946')
  );
}

/** A speech bubble with lines for words, its tail towards (tx, ty). */
function bubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  tx: number,
  ty: number,
  words: number[],
): string {
  return (
    poly(`${x + w * 0.3},${y + h - 4} ${x + w * 0.5},${y + h - 4} ${tx},${ty}`, fill) +
    box(x, y, w, h, 36, fill) +
    words.map((width, i) => box(x + 36, y + 34 + i * 36, width, 16, 8, '#ffffff', { opacity: 0.8 })).join('')
  );
}

/** Two coffees on a café table with the two sides of a conversation above them. */
export function conversation(variant: number): string {
  const p = pick([{ wall: ['#f6e3d3', '#efd2bb'] }, { wall: ['#e0ecf3', '#cde0ea'] }], variant);
  const cup = (x: number, color: string) =>
    ellipse(x, 640, 80, 18, '#f8f9fa') +
    ellipse(x, 636, 74, 14, '#dee2e6') +
    path(`M${x - 48},560 L${x + 48},560 L${x + 40},630 C${x + 30},642 ${x - 30},642 ${x - 40},630 Z`, color) +
    stroke(`M${x + 46},578 C${x + 80},578 ${x + 80},614 ${x + 42},614`, color, 10) +
    ellipse(x, 560, 48, 10, '#6f4e37') +
    ellipse(x - 8, 558, 18, 4, '#d4a373');
  return (
    studio(p.wall[0], p.wall[1], '#c8a27a', '#b38b62', 720) +
    rect(0, 500, W, 220, '#2a6f6f', { opacity: 0.15 }) +
    bubble(180, 120, 420, 190, '#e76f51', 420, 420, [300, 220, 260]) +
    bubble(640, 230, 380, 150, '#2a9d8f', 760, 480, [240, 290]) +
    shadow(600, 880, 260, 20, 0.6) +
    rect(588, 660, 24, 210, '#3a3d45') +
    ellipse(600, 872, 110, 16, '#3a3d45') +
    stroke('M150,890 C150,700 170,600 230,560 M120,700 L260,700', '#5c4033', 14) +
    stroke('M1050,890 C1050,700 1030,600 970,560 M1080,700 L940,700', '#5c4033', 14) +
    ellipse(600, 660, 330, 56, '#d6d3cc') +
    ellipse(600, 650, 330, 56, '#f1efea') +
    cup(470, '#f8f9fa') +
    cup(730, '#f4a261') +
    ellipse(600, 680, 60, 10, '#e9c46a') +
    path('M560,672 C570,640 630,640 640,672 Z', '#d4a373')
  );
}

/** A tablet on the kitchen table showing the handbook's page, flour and a loaf beside it. */
export function handbook(variant: number): string {
  const p = pick(
    [
      { table: '#c9955f', page: '#fffaf0' },
      { table: '#a7b8a8', page: '#fdfaf4' },
    ],
    variant,
  );
  const random = seeded(23);
  let grain = '';
  for (let x = 0; x < W; x += 240) grain += rect(x, 0, 4, H, '#000000', { opacity: 0.12 });
  for (let i = 0; i < 14; i++)
    grain += rect(random() * W, random() * H, 60 + random() * 140, 3, '#000000', { opacity: 0.06 });
  let bubbles = '';
  for (let i = 0; i < 10; i++)
    bubbles += circle(540 + random() * 110, 330 + random() * 90, 4 + random() * 7, '#d9c7a6');
  return (
    rect(0, 0, W, H, p.table) +
    grain +
    group(
      { transform: 'rotate(-6 600 450)' },
      box(372, 118, 480, 660, 40, '#1c1917', { opacity: 0.2 }),
      box(360, 100, 480, 660, 40, '#2b2d42'),
      rect(390, 130, 420, 600, p.page),
      rect(390, 130, 420, 70, '#c96f4a'),
      box(420, 150, 220, 20, 10, '#ffffff', { opacity: 0.85 }),
      box(420, 178, 140, 12, 6, '#ffffff', { opacity: 0.6 }),
      box(530, 240, 140, 200, 24, '#e6eef0'),
      rect(538, 310, 124, 122, '#f2e7d2'),
      bubbles,
      box(520, 224, 160, 34, 12, '#c96f4a'),
      ...[470, 500, 530, 560, 590, 620, 650, 680].map((y, i) =>
        box(420, y, i % 3 === 2 ? 220 : 360, 12, 6, '#adb5bd'),
      ),
    ) +
    shadow(1000, 250, 130, 130, 0.5) +
    circle(1000, 240, 110, '#f1e9da') +
    circle(1000, 240, 84, '#ffffff') +
    [0, 1, 2, 3, 4, 5]
      .map((i) => circle(960 + (i % 3) * 40, 215 + Math.floor(i / 3) * 45, 4, '#e9dcc6'))
      .join('') +
    shadow(190, 720, 160, 120, 0.5) +
    ellipse(190, 700, 150, 110, '#a0612f') +
    ellipse(190, 690, 130, 92, '#c47a3c') +
    stroke('M110,660 C160,640 230,640 270,680', '#f0cf99', 12) +
    sprig(1080, 860, 260, '#7b8f5a', -0.5)
  );
}

/** A phone on a tiled café table showing a walking route on a map, with a coffee and sunglasses. */
export function walkingRoutes(variant: number): string {
  const ink = pick(['#2f5d9e', '#2a7a6a'], variant);
  let streets = '';
  const random = seeded(13);
  for (let i = 0; i < 7; i++)
    streets += line(430, 180 + i * 80 + random() * 30, 770, 160 + i * 80 + random() * 30, '#ffffff', 8);
  for (let i = 0; i < 5; i++)
    streets += line(460 + i * 80, 130, 440 + i * 80 + random() * 40, 760, '#ffffff', 8);
  return (
    tiles(0, 0, W, H, 100, '#f5f1e8', ink) +
    group(
      { transform: 'rotate(8 600 450)' },
      box(414, 86, 400, 780, 54, '#1c1917', { opacity: 0.22 }),
      box(400, 70, 400, 780, 54, '#1d1d1f'),
      box(420, 100, 360, 720, 34, '#e9eee4'),
      el('clipPath', { id: 'screen' }, box(420, 100, 360, 720, 34, '#000000')),
      group(
        { 'clip-path': 'url(#screen)' },
        path('M420,660 C520,640 600,700 780,650 L780,820 L420,820 Z', '#8ecae6'),
        rect(600, 220, 120, 100, '#b7d7a8'),
        streets,
        stroke(
          'M480,600 C520,520 560,520 600,460 C640,400 700,420 700,320 C700,260 640,220 600,200',
          '#e76f51',
          10,
          {
            'stroke-dasharray': '2 22',
          },
        ),
      ),
      circle(480, 600, 16, '#2a9d8f'),
      path('M600,200 C560,150 560,110 600,110 C640,110 640,150 600,200 Z', '#e63946'),
      circle(600, 142, 12, '#ffffff'),
      box(560, 82, 80, 10, 5, '#000000'),
    ) +
    shadow(190, 760, 120, 120, 0.5) +
    circle(190, 740, 100, '#ffffff') +
    circle(190, 740, 64, '#6f4e37') +
    circle(170, 720, 18, '#a47148', { opacity: 0.6 }) +
    shadow(1000, 200, 160, 80, 0.4) +
    ellipse(930, 190, 70, 52, '#2b2d42') +
    ellipse(1080, 190, 70, 52, '#2b2d42') +
    stroke('M1000,180 C1000,160 1010,160 1010,180', '#2b2d42', 10) +
    ellipse(910, 170, 20, 12, '#ffffff', { opacity: 0.3 }) +
    shadow(1010, 750, 90, 70, 0.5) +
    circle(1010, 740, 80, '#e9b44c') +
    circle(1010, 740, 60, '#f7d774') +
    circle(990, 725, 16, '#8a4b12', { opacity: 0.5 }) +
    circle(1030, 755, 10, '#8a4b12', { opacity: 0.5 })
  );
}
