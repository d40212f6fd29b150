/** Handmade things for the home: beeswax candles burning, a walnut board on the kitchen counter. */
import { H, seeded, W } from './backdrops.ts';
import {
  box,
  circle,
  ellipse,
  gradient,
  group,
  line,
  path,
  pattern,
  pick,
  poly,
  rect,
  shadow,
} from './svg.ts';

/** Three hand-rolled beeswax candles burning on a brass tray in a warm, dark room. */
export function candles(variant: number): string {
  const wax = pick(['#e9b44c', '#f2d29b'], variant);
  const candle = (x: number, height: number) => {
    const top = 700 - height;
    let ridges = '';
    for (let y = top + 30; y < 690; y += 28)
      ridges += line(x - 44, y, x + 44, y + 8, '#c98f2e', 3, { opacity: 0.5 });
    return (
      rect(x - 50, top, 100, height, wax) +
      rect(x + 18, top, 32, height, '#c98f2e', { opacity: 0.35 }) +
      ridges +
      ellipse(x, top, 50, 12, '#f5cf7a') +
      line(x, top, x, top - 22, '#2b2b2b', 4) +
      circle(x, top - 50, 110, '#ffd27a', { opacity: 0.08 }) +
      circle(x, top - 50, 60, '#ffd27a', { opacity: 0.14 }) +
      path(
        `M${x},${top - 100} C${x + 22},${top - 64} ${x + 20},${top - 30} ${x},${top - 24} C${x - 20},${top - 30} ${x - 22},${top - 64} ${x},${top - 100} Z`,
        '#ffb703',
      ) +
      path(
        `M${x},${top - 78} C${x + 10},${top - 58} ${x + 10},${top - 38} ${x},${top - 32} C${x - 10},${top - 38} ${x - 10},${top - 58} ${x},${top - 78} Z`,
        '#fff3c4',
      )
    );
  };
  return (
    gradient('room', '#4a3430', '#2b1e1d') +
    rect(0, 0, W, H, 'url(#room)') +
    circle(600, 360, 420, '#ffcf87', { opacity: 0.06 }) +
    rect(0, 700, W, 200, '#5a3d31') +
    rect(0, 700, W, 8, '#6f4c3d') +
    shadow(600, 736, 360, 30, 0.8) +
    ellipse(600, 720, 330, 46, '#b8893a') +
    ellipse(600, 712, 310, 38, '#d9aa55') +
    candle(430, 340) +
    candle(600, 250) +
    candle(770, 180) +
    ellipse(600, 760, 260, 24, '#ffd27a', { opacity: 0.08 })
  );
}

/** An end-grain walnut board on a kitchen counter, with a knife, tomatoes and basil. */
export function cuttingBoard(variant: number): string {
  const random = seeded(41 + variant);
  const browns = ['#5a3a29', '#6b4632', '#4a2f22', '#74503a', '#563726'];
  let grain = '';
  for (let r = 0; r < 6; r++) {
    for (let c = 0; c < 12; c++) {
      const x = 300 + c * 50;
      const y = 400 + r * 50;
      grain += rect(x, y, 50, 50, browns[Math.floor(random() * browns.length)]!);
      grain += circle(x + 25, y + 25, 14, '#3b251a', { opacity: 0.22 });
    }
  }
  const tiles = pattern(
    'subway',
    120,
    120,
    rect(0, 0, 120, 120, '#e4ded5'),
    ...[
      [3, 3],
      [-57, 63],
      [63, 63],
    ].map(([x, y]) => box(x!, y!, 114, 54, 4, '#f7f4ef')),
  );
  const lying = 'translate(600 600) scale(1 0.56) rotate(-18) translate(-600 -550)';
  return (
    tiles +
    rect(0, 0, W, H, 'url(#subway)') +
    gradient('counter', '#e9e6e0', '#cfcac1') +
    rect(0, 500, W, 400, 'url(#counter)') +
    rect(0, 500, W, 10, '#ffffff', { opacity: 0.6 }) +
    shadow(610, 650, 400, 120, 0.6) +
    group({ transform: `translate(0 26) ${lying}` }, box(300, 400, 600, 300, 18, '#2e1d14')) +
    group({ transform: `translate(0 13) ${lying}` }, box(300, 400, 600, 300, 18, '#3b251a')) +
    group({ transform: lying }, grain, rect(300, 400, 600, 300, '#ffffff', { opacity: 0.06 })) +
    shadow(470, 600, 70, 24, 0.6) +
    circle(470, 570, 60, '#d62828') +
    ellipse(470, 566, 50, 40, '#e85d4a') +
    [0, 1, 2, 3, 4]
      .map((i) => ellipse(470 + Math.cos(i * 1.26) * 26, 566 + Math.sin(i * 1.26) * 18, 9, 6, '#f6d6a8'))
      .join('') +
    shadow(590, 650, 60, 20, 0.6) +
    circle(590, 620, 54, '#c1121f') +
    ellipse(574, 600, 14, 9, '#ffffff', { opacity: 0.3 }) +
    poly('572,572 590,560 608,572 598,582 582,582', '#588157') +
    [
      [720, 540, 30],
      [760, 560, -20],
      [735, 595, 60],
      [790, 520, 10],
    ]
      .map(([x, y, a], i) =>
        ellipse(x!, y!, 36, 18, i % 2 ? '#4f772d' : '#6a994e', { transform: `rotate(${a} ${x} ${y})` }),
      )
      .join('') +
    shadow(720, 820, 280, 20, 0.5) +
    path('M450,812 L830,790 L852,822 L450,826 Z', '#ced4da') +
    path('M450,812 L830,790 L836,798 L450,818 Z', '#f1f3f5') +
    box(840, 792, 190, 36, 14, '#2b2d42') +
    circle(885, 810, 5, '#adb5bd') +
    circle(975, 810, 5, '#adb5bd')
  );
}
