/** Scenes on and by the water: the sea at sunrise, a kayak, a paddle board, a sauna on an island. */
import { cloud, H, pine, ridge, seeded, sky, sun, sunPath, W, water } from './backdrops.ts';
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

const gull = (x: number, y: number, size: number, color: string) =>
  stroke(
    `M${x - size},${y} Q${x - size / 2},${y - size * 0.6} ${x},${y} Q${x + size / 2},${y - size * 0.6} ${x + size},${y}`,
    color,
    4,
  );

/** A yoga mat on the rocks by the sea at sunrise, with a bottle of water. */
export function yogaBySea(variant: number): string {
  const p = pick(
    [
      {
        sky: ['#f9c9b6', '#f7a98b'],
        sun: '#fff3e3',
        sea: ['#e9b3a0', '#3f7391'],
        rock: ['#c8b2a6', '#9c8379'],
        mat: ['#2a9d8f', '#1d7369'],
        figure: '#4a3145',
      },
      {
        sky: ['#fde4b0', '#f6bd7c'],
        sun: '#fffaf0',
        sea: ['#f1cf9f', '#3a6e8c'],
        rock: ['#bfae9f', '#8f7d70'],
        mat: ['#8d6cc4', '#674b99'],
        figure: '#3f3550',
      },
    ],
    variant,
  );
  return (
    sky(p.sky[0], p.sky[1]) +
    sun(760, 470, 80, p.sun) +
    gull(330, 220, 22, '#7a5c58') +
    gull(400, 260, 15, '#7a5c58') +
    path('M0,470 C90,440 200,438 320,470 Z', p.rock[1], { opacity: 0.7 }) +
    water(470, p.sea[0], p.sea[1], '#ffffff', 3) +
    sunPath(760, 470, p.sun) +
    path(
      'M0,690 C120,640 260,650 380,672 C520,650 700,640 860,668 C980,650 1100,660 1200,690 L1200,900 L0,900 Z',
      p.rock[1],
    ) +
    path('M0,740 C180,700 420,705 640,720 C820,706 1020,712 1200,740 L1200,900 L0,900 Z', p.rock[0]) +
    shadow(560, 835, 360, 44, 0.5) +
    poly('280,840 840,826 770,736 350,746', p.mat[0]) +
    poly('280,840 840,826 840,840 280,854', p.mat[1]) +
    line(315, 800, 800, 788, '#ffffff', 3, { opacity: 0.25 }) +
    shadow(570, 792, 90, 14, 0.7) +
    stroke('M550,650 L556,788', p.figure, 30) +
    stroke('M576,650 L644,704 L568,718', p.figure, 26) +
    path(
      'M524,534 C524,508 600,508 600,534 L586,604 C584,624 594,640 592,664 L534,664 C532,640 542,624 540,604 Z',
      p.figure,
    ) +
    stroke('M534,530 L494,446 L558,382 M590,530 L628,446 L566,382', p.figure, 18) +
    circle(562, 478, 30, p.figure) +
    circle(580, 452, 13, p.figure) +
    shadow(905, 800, 55, 12, 0.6) +
    box(880, 680, 50, 120, 16, '#e8eef2') +
    box(888, 662, 34, 26, 6, '#457b9d') +
    rect(880, 720, 50, 34, '#a8dadc') +
    rect(890, 690, 8, 100, '#ffffff', { opacity: 0.5 })
  );
}

/** A touring kayak on calm water among the islands. */
export function kayak(variant: number): string {
  const p = pick(
    [
      { sky: ['#bfe0f0', '#eef6f6'], sea: ['#7fb7c4', '#235d70'], land: '#3f6b57' },
      { sky: ['#f7c59f', '#fbe7d3'], sea: ['#c99b8c', '#2b4a63'], land: '#4b4e6d' },
    ],
    variant,
  );
  const hull = 'M200,640 C380,604 820,602 1000,626 C840,700 380,702 200,640 Z';
  return (
    sky(p.sky[0], p.sky[1]) +
    cloud(260, 170, 60) +
    cloud(900, 120, 45) +
    path('M0,440 C120,380 260,380 380,440 Z', p.land) +
    path('M700,440 C760,400 830,396 900,420 C960,400 1040,404 1120,440 Z', p.land, { opacity: 0.8 }) +
    pine(150, 405, 60, p.land) +
    pine(200, 395, 70, p.land) +
    pine(850, 410, 50, p.land) +
    water(440, p.sea[0], p.sea[1], '#ffffff', 7) +
    ellipse(600, 662, 470, 40, '#0b2530', { opacity: 0.18 }) +
    path(hull, '#d8482a') +
    path('M200,640 C380,604 820,602 1000,626 C830,640 380,646 200,640 Z', '#f28a5f') +
    ellipse(610, 628, 80, 15, '#2b2d42') +
    ellipse(610, 628, 80, 15, 'none', { stroke: '#f4d35e', 'stroke-width': 5 }) +
    box(800, 612, 70, 16, 8, '#2b2d42', { opacity: 0.5 }) +
    stroke('M380,626 L430,622 M760,618 L790,620', '#ffffff', 3) +
    line(390, 575, 860, 660, '#2f3e46', 9) +
    ellipse(370, 571, 60, 20, '#f4d35e', { transform: 'rotate(11 370 571)' }) +
    ellipse(880, 664, 60, 20, '#f4d35e', { transform: 'rotate(11 880 664)' }) +
    stroke('M120,700 C220,690 300,700 380,705 M820,705 C920,700 1000,690 1090,696', '#ffffff', 4, {
      opacity: 0.5,
    }) +
    stroke('M240,740 C400,760 800,760 960,738', '#ffffff', 4, { opacity: 0.3 })
  );
}

/** A stand-up paddle board on clear water, seen from above, by a sandy shore. */
export function paddleBoard(variant: number): string {
  const random = seeded(11 + variant);
  let ripples = '';
  for (let i = 0; i < 16; i++) {
    const x = random() * W;
    const y = random() * H;
    ripples += stroke(`M${x},${y} q30,-12 60,0 t60,0`, '#ffffff', 4, { opacity: 0.22 });
  }
  const board =
    'M-430,0 C-430,-72 -220,-98 0,-98 C240,-98 420,-64 470,0 C420,64 240,98 0,98 C-220,98 -430,72 -430,0 Z';
  return (
    gradient('lake', '#7fd6d2', '#2a9db0', true) +
    rect(0, 0, W, H, 'url(#lake)') +
    ripples +
    path('M0,0 L420,0 C360,60 200,110 0,150 Z', '#e9d8a6') +
    path('M0,0 L300,0 C250,40 130,70 0,90 Z', '#7bab5d') +
    stroke('M0,175 C210,135 380,80 460,0', '#ffffff', 6, { opacity: 0.45 }) +
    group(
      { transform: 'translate(620 500) rotate(-16)' },
      path(board, '#0c4a5a', { opacity: 0.25, transform: 'translate(26 34)' }),
      path(board, '#ff7b6b'),
      path(board, '#f8fafc', { transform: 'scale(0.96 0.9)' }),
      box(-190, -62, 330, 124, 36, '#264653'),
      ...[-150, -110, -70, -30, 10, 50, 90].map((x) => line(x, -44, x, 44, '#3d6b78', 5)),
      path('M260,-8 L380,0 L260,8 Z', '#ff7b6b', { opacity: 0.8 }),
      circle(-395, 0, 12, '#264653'),
      line(-330, -150, 330, -126, '#1f2933', 10),
      ellipse(380, -124, 70, 26, '#ffb703', { transform: 'rotate(2 380 -124)' }),
      box(-380, -166, 60, 28, 10, '#1f2933'),
    ) +
    stroke('M130,760 q40,-16 80,0 t80,0 t80,0', '#ffffff', 5, { opacity: 0.35 }) +
    stroke('M860,250 q40,-16 80,0 t80,0', '#ffffff', 5, { opacity: 0.35 })
  );
}

/** A red wooden sauna cabin on an island, smoke from the chimney, a jetty and a rowing boat. */
export function saunaCabin(variant: number): string {
  const p = pick(
    [
      { sky: ['#9cc5e0', '#f8dcc5'], sea: ['#a8c9d6', '#2d5f73'], window: '#ffe08a' },
      { sky: ['#f0b38a', '#fbe3c8'], sea: ['#d9a88f', '#3d4f6b'], window: '#ffd166' },
    ],
    variant,
  );
  return (
    sky(p.sky[0], p.sky[1]) +
    cloud(980, 150, 50, '#ffffff', 0.6) +
    ridge(470, 12, 0.4, '#7894a0', 1.4) +
    water(490, p.sea[0], p.sea[1], '#ffffff', 13) +
    path('M60,560 C140,470 380,440 620,450 C800,456 900,500 960,560 Z', '#4f7a52') +
    pine(150, 520, 220, '#2f5d46') +
    pine(250, 500, 280, '#356b4f') +
    pine(820, 520, 240, '#2f5d46') +
    pine(900, 540, 170, '#356b4f') +
    rect(390, 570, 240, 110, '#a63d2a', { opacity: 0.25 }) +
    rect(420, 600, 70, 40, p.window, { opacity: 0.2 }) +
    path('M60,560 C200,548 800,548 960,560 C800,575 200,575 60,560 Z', '#b7aba3') +
    rect(390, 430, 240, 130, '#a63d2a') +
    poly('360,436 510,330 660,436', '#3b3a3a') +
    rect(380, 430, 14, 130, '#f5efe6') +
    rect(626, 430, 14, 130, '#f5efe6') +
    rect(420, 470, 70, 50, p.window) +
    rect(420, 470, 70, 50, 'none', { stroke: '#f5efe6', 'stroke-width': 7 }) +
    rect(540, 470, 56, 90, '#5c2a1f') +
    rect(580, 330, 30, 70, '#57534e') +
    circle(600, 300, 20, '#e7e5e4', { opacity: 0.7 }) +
    circle(620, 258, 28, '#e7e5e4', { opacity: 0.55 }) +
    circle(650, 210, 36, '#e7e5e4', { opacity: 0.4 }) +
    poly('640,566 700,566 760,720 620,720', '#a47551') +
    poly('620,720 760,720 760,732 620,732', '#7a5538') +
    [600, 640, 680]
      .map((y) => line(640 + (y - 566) * 0.1, y, 720 + (y - 566) * 0.3, y, '#7a5538', 3))
      .join('') +
    path('M790,690 C830,720 960,720 1000,690 Z', '#f5efe6') +
    path('M790,690 C830,704 960,704 1000,690 Z', '#2a9d8f') +
    line(770, 690, 700, 700, '#5c4033', 3) +
    ellipse(895, 730, 110, 8, '#0b2530', { opacity: 0.2 })
  );
}
