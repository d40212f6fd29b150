import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extractYoutubeVideoId,
  isYoutubeVideoUrl,
  sanitizeYoutubeVideoUrl,
  youtubeWatchUrl,
} from './youtube.ts';

const ID = 'dQw4w9WgXcQ';

describe('extractYoutubeVideoId', () => {
  it('reads the id from every known address shape', () => {
    const shapes = [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}&t=42s`,
      `https://www.youtube.com/watch?feature=share&v=${ID}`,
      `http://m.youtube.com/watch?v=${ID}`,
      `https://music.youtube.com/watch?v=${ID}`,
      `www.youtube.com/watch?v=${ID}`,
      `youtube.com/watch?v=${ID}#t=10`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
      `https://www.youtube.com/v/${ID}`,
      `https://www.youtube.com/e/${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://www.youtube.com/live/${ID}/`,
      `  HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}  `,
    ];
    for (const url of shapes) expect(extractYoutubeVideoId(url), url).toBe(ID);
  });

  it('refuses other hosts, wrong id lengths and non-video pages', () => {
    const bad = [
      `https://evil.com/watch?v=${ID}`,
      `https://youtube.com.evil.com/watch?v=${ID}`,
      `https://evil.com/youtube.com/watch?v=${ID}`,
      'https://www.youtube.com/watch?v=short',
      `https://www.youtube.com/watch?v=${ID}x`,
      'https://www.youtube.com/channel/UC1234567890',
      `https://youtu.be/${ID}/extra`,
      'https://www.youtube.com/',
      'https://youtu.be',
      `javascript:alert('${ID}')`,
      '',
    ];
    for (const url of bad) expect(extractYoutubeVideoId(url), url).toBeUndefined();
  });

  it('finds any well-formed id in any shape', () => {
    const idArbitrary = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
    const shape = fc.constantFrom(
      (id: string) => `https://www.youtube.com/watch?v=${id}`,
      (id: string) => `https://youtu.be/${id}`,
      (id: string) => `https://www.youtube.com/embed/${id}`,
      (id: string) => `https://www.youtube.com/shorts/${id}`,
    );
    fc.assert(
      fc.property(idArbitrary, shape, (id, build) => {
        expect(extractYoutubeVideoId(build(id))).toBe(id);
      }),
    );
  });
});

describe('sanitizeYoutubeVideoUrl', () => {
  it('normalises to the watch URL or gives null', () => {
    expect(sanitizeYoutubeVideoUrl(`https://youtu.be/${ID}`)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(sanitizeYoutubeVideoUrl('https://vimeo.com/123')).toBeNull();
    expect(sanitizeYoutubeVideoUrl(123)).toBeNull();
    expect(youtubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(isYoutubeVideoUrl(`https://youtu.be/${ID}`)).toBe(true);
    expect(isYoutubeVideoUrl('nope')).toBe(false);
  });

  it('always yields null or a canonical watch URL', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = sanitizeYoutubeVideoUrl(text);
        expect(
          result === null || /^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/.test(result),
        ).toBe(true);
      }),
    );
  });
});
