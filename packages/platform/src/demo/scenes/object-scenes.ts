/** Handmade things to wear and carry, lit like a seller's product photos: a mug, an apron, a tote, a beanie. */
import { seeded, sprig, studio, W } from './backdrops.ts';
import { box, circle, ellipse, line, path, pick, rect, shadow, stroke } from './svg.ts';

/** Small dots scattered over a box, for speckled glaze, flour or wool. */
function speckles(
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  color: string,
  seed: number,
  size = 3,
): string {
  const random = seeded(seed);
  let out = '';
  for (let i = 0; i < count; i++)
    out += circle(x + random() * w, y + random() * h, size * (0.5 + random()), color);
  return out;
}

/** A speckled stoneware mug of coffee, steaming, with a sprig beside it. */
export function mug(variant: number): string {
  const p = pick(
    [
      { wall: ['#dfe8dc', '#c9d6c4'], blob: '#c4d3bf', table: ['#ead4ae', '#d8bb8e'] },
      { wall: ['#dde6f0', '#c5d3e2'], blob: '#c0cfdf', table: ['#e9dccb', '#d6c3aa'] },
    ],
    variant,
  );
  const body = 'M420,420 L700,420 L690,690 C688,712 670,726 646,726 L474,726 C450,726 432,712 430,690 Z';
  return (
    studio(p.wall[0], p.wall[1], p.table[0], p.table[1], 640) +
    circle(600, 380, 270, p.blob) +
    shadow(600, 730, 250, 34, 0.7) +
    stroke('M692,480 C810,470 820,640 690,640', '#d9d3c7', 40) +
    stroke('M692,480 C790,476 800,630 690,634', '#efeae1', 24) +
    path(body, '#f3efe7') +
    path(
      'M620,420 L700,420 L690,690 C688,712 670,726 646,726 L610,726 C640,640 640,500 620,420 Z',
      '#e2dccf',
    ) +
    speckles(440, 440, 250, 250, 70, '#7d6a58', 4, 2.6) +
    path('M431,700 L689,700 C686,716 668,726 646,726 L474,726 C452,726 434,716 431,700 Z', '#b99572') +
    ellipse(560, 420, 140, 26, '#ebe5da') +
    ellipse(560, 424, 124, 19, '#5b3a29') +
    ellipse(530, 421, 40, 6, '#8a5a3c') +
    stroke('M520,380 C490,340 550,310 520,260', '#ffffff', 10, { opacity: 0.6 }) +
    stroke('M580,370 C550,320 620,300 585,230', '#ffffff', 10, { opacity: 0.45 }) +
    rect(445, 450, 16, 220, '#ffffff', { opacity: 0.35, rx: 8 }) +
    sprig(880, 760, 240, '#6b8f71', 0.5) +
    [
      [300, 760],
      [330, 775],
      [270, 790],
      [345, 800],
    ]
      .map(([x, y]) => ellipse(x!, y!, 13, 9, '#4a2c1d', { transform: `rotate(30 ${x} ${y})` }))
      .join('')
  );
}

const APRONS = {
  natural: ['#dccdb2', '#c7b697'],
  rust: ['#b95a34', '#9c4727'],
  charcoal: ['#4a4a52', '#38383f'],
} as const;

/** A linen apron hanging from a peg rail, a straw hat and dried flowers on the pegs beside it. */
export function apron(variant: number): string {
  const [cloth, fold] = pick([APRONS.natural, APRONS.rust, APRONS.charcoal], variant);
  const shape =
    'M490,300 L710,300 L718,420 C726,470 790,492 852,500 L900,850 L300,850 L348,500 C410,492 474,470 482,420 Z';
  let weave = '';
  for (let x = 320; x < 890; x += 26) weave += line(x, 520, x + 6, 840, fold, 2, { opacity: 0.3 });
  return (
    studio('#bccfdd', '#a9bfd0', '#b89c7c', '#a4876a', 880) +
    rect(0, 140, W, 34, '#a07552') +
    rect(0, 170, W, 8, '#7f5a3d') +
    [200, 600, 1000].map((x) => box(x - 14, 150, 28, 60, 12, '#7f5a3d')).join('') +
    path(shape, '#1c1917', { opacity: 0.12, transform: 'translate(18 16)' }) +
    stroke('M600,200 L500,302 M600,200 L700,302', fold, 14) +
    path(shape, cloth) +
    weave +
    path('M620,300 L710,300 L718,420 C722,450 740,470 770,482 C700,470 650,420 620,300 Z', fold, {
      opacity: 0.4,
    }) +
    path('M470,516 C462,640 446,760 430,850 L486,850 C480,740 476,620 470,516 Z', fold, { opacity: 0.35 }) +
    path('M730,516 C738,640 760,760 780,850 L836,850 C810,740 770,620 730,516 Z', fold, { opacity: 0.35 }) +
    rect(330, 494, 540, 22, fold) +
    box(380, 600, 190, 150, 8, fold, { opacity: 0.65 }) +
    box(630, 600, 190, 150, 8, fold, { opacity: 0.65 }) +
    rect(380, 600, 190, 150, 'none', {
      stroke: cloth,
      'stroke-width': 3,
      'stroke-dasharray': '10 8',
      rx: 8,
    }) +
    rect(630, 600, 190, 150, 'none', {
      stroke: cloth,
      'stroke-width': 3,
      'stroke-dasharray': '10 8',
      rx: 8,
    }) +
    stroke('M332,506 C300,560 286,640 296,740 M868,506 C900,560 914,640 904,740', fold, 12) +
    ellipse(1000, 290, 150, 40, '#e7c98f') +
    path('M920,290 C920,190 1080,190 1080,290 Z', '#e9cf9a') +
    rect(922, 258, 156, 22, '#6b4f3a') +
    line(200, 200, 200, 470, '#8c6f56', 6) +
    [
      [-40, '#c7a4c9'],
      [-15, '#e2b07a'],
      [10, '#b7c99a'],
      [35, '#d98f86'],
    ]
      .map(
        ([dx, c]) =>
          line(200, 220, 200 + (dx as number), 480, '#7a8f5a', 4) +
          circle(200 + (dx as number), 490, 26, c as string),
      )
      .join('') +
    box(186, 200, 28, 40, 6, '#c9a27a')
  );
}

/** A linen tote bag with a stamped print, a baguette and tulips looking out of it. */
export function tote(variant: number): string {
  const p = pick(
    [
      { wall: ['#f4d9c8', '#eac3ad'], print: '#e07a5f' },
      { wall: ['#d9e8e3', '#c3d9d1'], print: '#3d8a7a' },
    ],
    variant,
  );
  return (
    studio(p.wall[0], p.wall[1], '#e2c7a8', '#d2b290', 700) +
    circle(600, 400, 280, '#ffffff', { opacity: 0.25 }) +
    shadow(600, 770, 280, 30, 0.7) +
    stroke('M470,380 C470,170 730,170 730,380', '#cfbfa3', 22) +
    box(480, 200, 44, 200, 22, '#e9c38b', { transform: 'rotate(-16 500 300)' }) +
    [0, 1, 2]
      .map((i) =>
        line(470 + i * 10, 240 + i * 50, 500 + i * 10, 232 + i * 50, '#c6934f', 6, {
          transform: 'rotate(-16 500 300)',
        }),
      )
      .join('') +
    [
      [620, 250, -6, '#f28482'],
      [670, 230, 8, '#f6bd60'],
      [720, 270, 18, '#f28482'],
    ]
      .map(
        ([x, y, lean, c]) =>
          line(650, 420, x as number, y as number, '#588157', 6) +
          ellipse(x as number, y as number, 26, 34, c as string, { transform: `rotate(${lean} ${x} ${y})` }) +
          ellipse((x as number) + 10, (y as number) + 30, 12, 34, '#6a994e', {
            transform: `rotate(30 ${x} ${y})`,
          }),
      )
      .join('') +
    path('M410,380 L790,380 L810,760 L390,760 Z', '#eadfca') +
    path('M700,380 L790,380 L810,760 L720,760 C740,620 720,480 700,380 Z', '#dccfb6') +
    rect(410, 380, 380, 24, '#dccfb6') +
    stroke('M480,392 C480,210 720,210 720,392', '#eadfca', 24) +
    circle(600, 560, 70, p.print) +
    stroke('M500,660 q25,-20 50,0 t50,0 t50,0 t50,0', p.print, 8) +
    rect(412, 380, 5, 380, '#cdbd9f')
  );
}

/** A knitted wool beanie with a pompom, beside a ball of yarn and its needles. */
export function beanie(variant: number): string {
  const p = pick(
    [
      { wool: ['#ebe2cf', '#cfc2a8'], wall: ['#f0c767', '#e4b248'] },
      { wool: ['#e1dcd3', '#bdb6aa'], wall: ['#9dc3c2', '#86b1b0'] },
    ],
    variant,
  );
  let knit = '';
  for (let row = 0; row < 7; row++) {
    const y = 360 + row * 34;
    const half = 150 + row * 24;
    for (let x = 600 - half + 20; x < 600 + half - 10; x += 34) {
      knit += stroke(`M${x},${y} l13,16 l13,-16`, p.wool[1], 5);
    }
  }
  let rib = '';
  for (let x = 392; x < 810; x += 26) rib += rect(x, 600, 12, 130, p.wool[1], { opacity: 0.7 });
  const random = seeded(7);
  let fluff = '';
  for (let i = 0; i < 22; i++) {
    const a = random() * Math.PI * 2;
    fluff += circle(
      600 + Math.cos(a) * 62,
      270 + Math.sin(a) * 58,
      20 + random() * 10,
      i % 2 ? p.wool[0] : p.wool[1],
    );
  }
  return (
    studio(p.wall[0], p.wall[1], '#b9a58e', '#a89176', 740) +
    circle(600, 420, 300, '#ffffff', { opacity: 0.22 }) +
    shadow(600, 760, 280, 34, 0.7) +
    path('M380,620 C370,420 450,320 600,320 C750,320 830,420 820,620 Z', p.wool[0]) +
    knit +
    box(380, 590, 440, 150, 30, p.wool[0]) +
    rib +
    fluff +
    circle(600, 270, 60, p.wool[0]) +
    shadow(950, 770, 110, 20, 0.6) +
    circle(950, 690, 80, '#a3b18a') +
    stroke(
      'M890,650 C930,700 990,690 1020,640 M880,700 C930,740 1000,730 1030,690 M900,620 C950,650 990,640 1010,615',
      '#87966f',
      5,
    ) +
    line(860, 600, 1080, 740, '#d4a373', 8) +
    line(900, 580, 1060, 770, '#d4a373', 8) +
    sprig(220, 770, 300, '#4f6f52', 0.6) +
    sprig(150, 770, 220, '#3f5f45', 0.9)
  );
}
