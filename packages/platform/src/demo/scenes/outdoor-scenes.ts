/** Scenes on land, outdoors: a camp in the woods, a morning in the park, a tiny house in the hills. */
import { cloud, leafyTree, pine, ridge, sky, stars, sun, W } from './backdrops.ts';
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

const fire = (x: number, y: number, scale: number) =>
  group(
    { transform: `translate(${x} ${y}) scale(${scale})` },
    circle(0, -40, 150, '#ffb347', { opacity: 0.12 }),
    circle(0, -40, 90, '#ffb347', { opacity: 0.18 }),
    box(-80, -14, 160, 26, 12, '#6b3f24', { transform: 'rotate(-14)' }),
    box(-80, -14, 160, 26, 12, '#8a5431', { transform: 'rotate(14)' }),
    path('M0,-150 C30,-100 70,-70 55,-25 C45,5 -45,5 -55,-25 C-68,-65 -20,-90 0,-150 Z', '#f3722c'),
    path('M5,-110 C25,-80 45,-55 35,-25 C28,-5 -30,-5 -35,-25 C-42,-50 -10,-70 5,-110 Z', '#f9c74f'),
    ...[-95, -60, 60, 95].map((sx) => ellipse(sx, 4, 20, 14, '#8d99ae')),
  );

/** A family tent among the pines at dusk, its door glowing, a campfire and a stove beside it. */
export function camping(variant: number): string {
  const p = pick(
    [
      {
        sky: ['#2b2d5b', '#f3a46f'],
        far: '#4e4f7d',
        pines: '#1f2a38',
        ground: ['#34493b', '#22322a'],
        night: true,
      },
      {
        sky: ['#9fd3e8', '#eaf4ee'],
        far: '#86a7b8',
        pines: '#2f5d46',
        ground: ['#7fae6a', '#4f7f4a'],
        night: false,
      },
    ],
    variant,
  );
  let trees = '';
  for (const [x, h] of [
    [60, 260],
    [150, 330],
    [240, 240],
    [960, 300],
    [1050, 360],
    [1150, 270],
  ] as const) {
    trees += pine(x, 640, h, p.pines);
  }
  return (
    sky(p.sky[0], p.sky[1]) +
    (p.night ? stars(40, 300, 5) + circle(930, 150, 34, '#fdf6e3') : sun(930, 160, 50, '#fffbe6')) +
    ridge(520, 50, 1.2, p.far, 2.4) +
    trees +
    gradient('ground', p.ground[0], p.ground[1]) +
    rect(0, 630, W, 270, 'url(#ground)') +
    shadow(590, 712, 360, 30, 0.5) +
    poly('560,420 870,450 940,700 760,706', '#c8683a') +
    poly('330,706 560,420 760,706', '#f4a259') +
    poly('490,706 560,540 630,706', p.night ? '#ffd27a' : '#7a4a2a') +
    poly('560,540 630,706 690,706', '#fbc58c') +
    line(330, 706, 260, 740, '#d9d9d9', 2) +
    line(870, 452, 990, 520, '#d9d9d9', 2) +
    (p.night ? ellipse(560, 760, 160, 30, '#ffd27a', { opacity: 0.15 }) : '') +
    fire(960, 800, p.night ? 1 : 0.8) +
    shadow(205, 790, 80, 16, 0.5) +
    box(150, 740, 110, 48, 8, '#4a5759') +
    rect(160, 724, 90, 18, '#2d3436') +
    box(168, 680, 76, 48, 10, '#b0bec5') +
    rect(168, 680, 76, 10, '#eceff1') +
    line(250, 690, 290, 670, '#37474f', 6)
  );
}

/** Kettlebell, dumbbells and a skipping rope on the grass of a park in the morning. */
export function parkTraining(variant: number): string {
  const p = pick([{ bell: '#ef476f' }, { bell: '#06d6a0' }], variant);
  const dumbbell = (x: number, y: number) =>
    shadow(x, y + 30, 110, 14, 0.45) +
    box(x - 90, y - 6, 180, 14, 7, '#8d99ae') +
    box(x - 95, y - 38, 40, 76, 14, p.bell) +
    box(x + 55, y - 38, 40, 76, 14, p.bell) +
    box(x - 88, y - 32, 12, 60, 6, '#ffffff', { opacity: 0.25 });
  return (
    sky('#cfe8f7', '#f4f9ee') +
    cloud(220, 150, 50) +
    cloud(930, 110, 60) +
    ridge(520, 18, 0.5, '#a9cf8f', 1.5) +
    leafyTree(160, 560, 170, '#5a9a5b', '#477f4a') +
    leafyTree(420, 540, 120, '#6aa96a', '#548a55') +
    leafyTree(1000, 565, 190, '#5a9a5b', '#477f4a') +
    gradient('grass', '#8cc47a', '#5b9a55') +
    rect(0, 560, W, 340, 'url(#grass)') +
    path('M560,560 C620,620 520,700 700,900 L900,900 C700,720 760,620 640,560 Z', '#eadcc0') +
    shadow(340, 790, 130, 22, 0.55) +
    stroke('M290,650 C280,540 400,540 390,650', '#2d3142', 20) +
    circle(340, 705, 88, '#2d3142') +
    rect(285, 770, 110, 22, '#2d3142', { rx: 8 }) +
    ellipse(305, 680, 20, 36, '#ffffff', { opacity: 0.14 }) +
    dumbbell(900, 730) +
    dumbbell(860, 820) +
    stroke('M120,860 C260,800 420,880 560,830 C640,800 600,760 520,780', '#ffd166', 7) +
    box(100, 846, 40, 26, 10, '#118ab2', { transform: 'rotate(-20 120 860)' }) +
    box(540, 770, 40, 26, 10, '#118ab2', { transform: 'rotate(30 560 780)' })
  );
}

/** A tiny wooden house on the hills under the stars, with a deck, string lights and a telescope. */
export function tinyHouse(variant: number): string {
  const glow = variant % 2 === 0 ? '#ffd166' : '#ffb4a2';
  let bulbs = '';
  for (let i = 0; i <= 7; i++) {
    const t = i / 7;
    const x = 790 + t * 200;
    const y = 520 + Math.sin(t * Math.PI) * 34 + t * 20;
    bulbs += circle(x, y, 16, glow, { opacity: 0.25 }) + circle(x, y, 7, glow);
  }
  let siding = '';
  for (let x = 470; x < 790; x += 30) siding += line(x, 505, x, 655, '#a86540', 3);
  return (
    sky('#14213d', '#41628f') +
    stars(70, 430, 9) +
    sun(240, 150, 44, '#fdf6e3') +
    ridge(520, 40, 2.2, '#2f4a6e', 1.8) +
    ridge(600, 34, 0.6, '#243a57', 2.4) +
    ridge(690, 20, 1.5, '#1b2c42', 1.2) +
    group(
      { transform: 'translate(-190 -200) scale(1.3)' },
      shadow(700, 676, 330, 22, 0.6),
      ellipse(555, 690, 130, 18, glow, { opacity: 0.12 }),
      rect(450, 500, 340, 160, '#c9804f'),
      siding,
      poly('430,505 620,380 810,505', '#3d405b'),
      poly('450,505 620,398 790,505', '#4f5277'),
      rect(500, 540, 110, 80, glow),
      line(555, 540, 555, 620, '#a86540', 5),
      line(500, 580, 610, 580, '#a86540', 5),
      rect(660, 540, 70, 120, '#6d3f25'),
      circle(718, 600, 5, glow),
      rect(440, 660, 360, 14, '#3d405b'),
      circle(490, 680, 18, '#111827'),
      circle(740, 680, 18, '#111827'),
      rect(790, 640, 210, 20, '#a86540'),
      rect(790, 660, 210, 10, '#6d3f25'),
      line(800, 590, 990, 590, '#8a5638', 6),
      ...[840, 880, 920, 960].map((x) => line(x, 590, x, 640, '#8a5638', 4)),
      line(990, 640, 990, 530, '#3d405b', 6),
      bulbs,
      line(900, 640, 880, 590, '#cbd5e1', 4),
      line(900, 640, 920, 590, '#cbd5e1', 4),
      line(900, 640, 900, 590, '#cbd5e1', 4),
      box(860, 560, 90, 24, 10, '#e2e8f0', { transform: 'rotate(-30 900 580)' }),
      box(935, 548, 18, 34, 4, '#94a3b8', { transform: 'rotate(-30 900 580)' }),
    ) +
    circle(250, 760, 40, '#2f5435') +
    circle(215, 770, 28, '#38663f') +
    path('M1090,760 C1090,680 1110,660 1125,660 C1140,660 1140,720 1140,760 Z', '#2e4a3a')
  );
}
