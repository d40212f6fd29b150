import { describe, expect, it } from 'vitest';
import {
  createSlug,
  isListingPageVariant,
  listingPath,
  listingVariantPath,
  ownListingPath,
  variantOfState,
} from './listing-paths.ts';

const ID = '6a1f6f3e-2f7b-4a55-9a8e-0f6c1b2d3e4f';

describe('createSlug', () => {
  it.each([
    ['Yoga in the park', 'yoga-in-the-park'],
    ['  Sunset   kayak tour!  ', 'sunset-kayak-tour'],
    ['Café crème & croissants', 'cafe-creme-croissants'],
    ['Straße über Köln', 'strasse-uber-koln'],
    ['Smørrebrød class', 'smorrebrod-class'],
    ['4K camera -- 2 lenses', '4k-camera-2-lenses'],
    ['under_score', 'under-score'],
    ['Ａｂｃ full-width', 'abc-full-width'],
  ])('makes %j into %j', (title, slug) => {
    expect(createSlug(title)).toBe(slug);
  });

  it.each([[''], ['   '], ['!!!'], ['東京の散歩']])('falls back to no-slug for %j', (title) => {
    expect(createSlug(title)).toBe('no-slug');
  });

  it('only ever yields characters a path segment keeps as they are', () => {
    for (const title of ['a/b?c#d', '../..', '%2F', 'x\u0000y', 'é\u0301']) {
      expect(createSlug(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe('listing paths', () => {
  const listing = { id: ID, title: 'Pottery wheel hour' };

  it('puts the slug before the id', () => {
    expect(listingPath(listing)).toBe(`/l/pottery-wheel-hour/${ID}`);
    expect(listingVariantPath(listing, 'draft')).toBe(`/l/pottery-wheel-hour/${ID}/draft`);
  });

  it('names the preview of each state', () => {
    expect(variantOfState('draft')).toBe('draft');
    expect(variantOfState('pendingApproval')).toBe('pending-approval');
    expect(variantOfState('closed')).toBe('closed');
    expect(variantOfState('published')).toBeNull();
    expect(variantOfState(undefined)).toBeNull();
  });

  it('sends authors to the preview only while nobody else can see the listing', () => {
    expect(ownListingPath({ ...listing, state: 'draft' })).toBe(`/l/pottery-wheel-hour/${ID}/draft`);
    expect(ownListingPath({ ...listing, state: 'pendingApproval' })).toBe(
      `/l/pottery-wheel-hour/${ID}/pending-approval`,
    );
    expect(ownListingPath({ ...listing, state: 'published' })).toBe(`/l/pottery-wheel-hour/${ID}`);
    expect(ownListingPath({ ...listing, state: 'closed' })).toBe(`/l/pottery-wheel-hour/${ID}`);
  });

  it('knows the variants', () => {
    expect(isListingPageVariant('pending-approval')).toBe(true);
    expect(isListingPageVariant('published')).toBe(false);
    expect(isListingPageVariant(undefined)).toBe(false);
  });
});
