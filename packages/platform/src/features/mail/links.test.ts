import { describe, expect, it } from 'vitest';
import { findLinks, splitLinks } from './links.ts';

describe('splitLinks', () => {
  it('splits text into plain runs and links, leaving sentence punctuation outside', () => {
    expect(splitLinks('Open https://a.test/x?t=1&e=2. Or (http://b.test/y), then stop')).toEqual([
      { text: 'Open ', isLink: false },
      { text: 'https://a.test/x?t=1&e=2', isLink: true },
      { text: '. Or (', isLink: false },
      { text: 'http://b.test/y', isLink: true },
      { text: '), then stop', isLink: false },
    ]);
  });

  it('ignores other schemes and keeps text without links whole', () => {
    expect(splitLinks('javascript:alert(1) ftp://x')).toEqual([
      { text: 'javascript:alert(1) ftp://x', isLink: false },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('findLinks', () => {
  it('lists links in order, stopping at quotes and angle brackets', () => {
    expect(findLinks('<a href="https://a.test/1">https://a.test/1</a>\nhttp://b.test/2')).toEqual([
      'https://a.test/1',
      'https://a.test/1',
      'http://b.test/2',
    ]);
  });
});
