import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStepLines, seconds } from './start-steps.mjs';

/** An output that keeps what is written, and a clock the test moves. */
function fixture(live: boolean, columns = 100) {
  let text = '';
  let ms = 0;
  const out = {
    columns,
    write(chunk: string) {
      text += chunk;
      return true;
    },
  };
  const lines = createStepLines({ out, live, now: () => ms });
  return {
    lines,
    text: () => text,
    advance(by: number) {
      ms += by;
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('seconds', () => {
  it('shows one decimal', () => {
    expect(seconds(8123)).toBe('8.1 s');
    expect(seconds(40)).toBe('0.0 s');
  });
});

describe('step lines in a log (not a terminal)', () => {
  it('writes one plain line a step when it ends, in the order steps end', () => {
    const { lines, text, advance } = fixture(false);
    const build = lines.start('Building the app');
    build.update('pages for browsers');
    advance(1200);
    const database = lines.start('Preparing the database');
    advance(900);
    database.done();
    lines.print('a warning from the setup');
    advance(6000);
    build.done();
    expect(text()).toBe(
      [
        'Preparing the database… done in 0.9 s',
        'a warning from the setup',
        'Building the app… done in 8.1 s',
        '',
      ].join('\n'),
    );
  });

  it('says what a step did after a colon, and when it failed', () => {
    const { lines, text, advance } = fixture(false);
    const demo = lines.start('Seeding the demo marketplace', -500);
    advance(1000);
    demo.done('27 listings, 39 photos');
    lines.start('Building the app').failed();
    expect(text()).toBe(
      'Seeding the demo marketplace… done in 1.5 s: 27 listings, 39 photos\nBuilding the app… failed after 0.0 s\n',
    );
  });
});

describe('step lines at a terminal', () => {
  it('draws running steps in place with how far they are, and leaves each one finished', () => {
    vi.useFakeTimers();
    const { lines, text, advance } = fixture(true);
    const build = lines.start('Building the app');
    expect(text()).toBe('Building the app… 0 s\n');
    const demo = lines.start('Seeding the demo marketplace');
    demo.update('12/27 listings, 17 photos');
    // Up two lines, to the start of the first, clear to the end of the screen, draw both again.
    expect(
      text().endsWith(
        '\x1b[2A\r\x1b[JBuilding the app… 0 s\nSeeding the demo marketplace… 12/27 listings, 17 photos, 0 s\n',
      ),
    ).toBe(true);
    advance(2000);
    vi.advanceTimersByTime(1000);
    expect(
      text().endsWith(
        'Building the app… 2 s\nSeeding the demo marketplace… 12/27 listings, 17 photos, 2 s\n',
      ),
    ).toBe(true);
    demo.done('27 listings, 39 photos');
    // The finished line stays above; the build, still running, is drawn below it.
    expect(
      text().endsWith(
        '\x1b[2A\r\x1b[JSeeding the demo marketplace… done in 2.0 s: 27 listings, 39 photos\nBuilding the app… 2 s\n',
      ),
    ).toBe(true);
    build.done();
    expect(text().endsWith('\x1b[1A\r\x1b[JBuilding the app… done in 2.0 s\n')).toBe(true);
    // Nothing runs, so nothing is drawn again.
    const before = text();
    vi.advanceTimersByTime(5000);
    expect(text()).toBe(before);
  });

  it('cuts a running step’s line to the terminal’s width, so that it takes one line', () => {
    const { lines, text } = fixture(true, 60);
    lines.start('Building the app').update('x'.repeat(100));
    const drawn = text().split('\n').at(-2) ?? '';
    expect(drawn.replace('\x1b[1A\r\x1b[J', '')).toHaveLength(59);
  });
});
