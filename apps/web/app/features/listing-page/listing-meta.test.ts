import { describe, expect, it } from 'vitest';
import { listingMetaOf, metaDescriptionOf } from './listing-meta.ts';
import type { ListingPageData } from './listing-page.server.ts';

const pageData = (over: Partial<ListingPageData>) =>
  ({
    listing: {
      title: 'Sunset kayak tour',
      description: 'Two hours on the bay.',
      shareImage: null,
      path: '/l/x/1',
    },
    preview: null,
    canonicalUrl: 'https://shop.example/l/sunset-kayak-tour/1',
    requested: null,
    ...over,
  }) as unknown as ListingPageData;

describe('listingMetaOf', () => {
  it('gives the public page an absolute canonical URL, also as og:url', () => {
    const tags = listingMetaOf(pageData({}));
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/l/sunset-kayak-tour/1',
    });
    expect(tags).toContainEqual({
      property: 'og:url',
      content: 'https://shop.example/l/sunset-kayak-tour/1',
    });
    expect(tags).toContainEqual({ name: 'description', content: 'Two hours on the bay.' });
  });

  it('keeps previews out of search engines and gives them no canonical link', () => {
    const tags = listingMetaOf(pageData({ preview: 'draft', canonicalUrl: null }));
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((t) => 'rel' in t)).toBe(false);
  });
});

describe('metaDescriptionOf', () => {
  it('keeps a short description on one line', () => {
    expect(metaDescriptionOf('  Clay and\n\nwheel  included. ')).toBe('Clay and wheel included.');
  });

  it('cuts a long one at a word, within 160 characters', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = metaDescriptionOf(text) ?? '';
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('has nothing for an empty description', () => {
    expect(metaDescriptionOf(null)).toBeNull();
    expect(metaDescriptionOf('   ')).toBeNull();
  });
});
