import { describe, expect, it } from 'vitest';
import {
  categoryNodesOf,
  categoryPath,
  clearFiltersPath,
  isViewSwitch,
  listingTypePath,
  mapSearchPath,
  pagePath,
  viewPath,
} from './search-links.ts';
import { TEST_FILTERS as filters, parseTestQuery as parse } from './test-filters.ts';

const url = (path: string) => new URL(path, 'https://shop.test');

describe('search links', () => {
  it('switches listing type back on page 1, dropping filters the new type does not have', () => {
    const state = parse('keywords=a&pub_frameSize=20,30&page=3', 'gear-rental');
    expect(listingTypePath(state, filters, 'service-with-calendar')).toBe(
      '/s/service-with-calendar?keywords=a',
    );
    expect(listingTypePath(state, filters, null)).toBe('/s?keywords=a&pub_frameSize=20%2C30');
  });

  it('chooses categories, dropping fields of another category', () => {
    const state = parse('pub_categoryLevel1=outdoors&pub_categoryLevel2=boats&pub_hull=wood');
    expect(categoryPath(state, filters, ['outdoors', 'bikes'])).toBe(
      '/s?pub_categoryLevel1=outdoors&pub_categoryLevel2=bikes',
    );
    expect(categoryPath(state, filters, [])).toBe('/s');
  });

  it('clears the filters but keeps the main search and the order', () => {
    const state = parse(
      'keywords=a&price=1,2&seats=2&sort=-price&bounds=2,2,1,1&pub_level=expert',
      'gear-rental',
    );
    expect(clearFiltersPath(state, filters)).toBe('/s?keywords=a&bounds=2%2C2%2C1%2C1&sort=-price');
  });

  it('searches the area the map was moved to', () => {
    const state = parse('address=Lisbon&origin=38.7,-9.1&keywords=surf&page=2');
    expect(
      mapSearchPath(state, filters, {
        ne: { lat: 38.8000004, lng: -9.0 },
        sw: { lat: 38.6, lng: -9.3123456789 },
      }),
    ).toBe('/s?keywords=surf&bounds=38.8%2C-9%2C38.6%2C-9.312346&mapSearch=true');
  });

  it('switches between the results and their map, keeping the search and its page', () => {
    const list = parse('keywords=surf&bounds=2,2,1,1&mapSearch=true&page=2');
    const map = parse(new URL(viewPath(list, filters, 'map'), 'https://shop.test').search.slice(1));
    expect(viewPath(list, filters, 'map')).toBe(
      '/s?keywords=surf&bounds=2%2C2%2C1%2C1&mapSearch=true&page=2&view=map',
    );
    expect(map).toEqual({ ...list, view: 'map' });
    expect(viewPath(map, filters, 'list')).toBe(
      '/s?keywords=surf&bounds=2%2C2%2C1%2C1&mapSearch=true&page=2',
    );
  });

  it('keeps a phone on the map while it moves the map, pages or clears the filters', () => {
    const map = parse('keywords=surf&price=1,2&view=map');
    expect(mapSearchPath(map, filters, { ne: { lat: 2, lng: 2 }, sw: { lat: 1, lng: 1 } })).toMatch(
      /&view=map$/,
    );
    expect(pagePath(map, filters, 3)).toMatch(/&page=3&view=map$/);
    expect(clearFiltersPath(map, filters)).toBe('/s?keywords=surf&view=map');
    expect(listingTypePath(map, filters, 'gear-rental')).toBe(
      '/s/gear-rental?keywords=surf&price=1%2C2&view=map',
    );
  });

  it('tells a switch of view from another search', () => {
    expect(isViewSwitch(url('/s?keywords=a'), url('/s?keywords=a&view=map'))).toBe(true);
    expect(isViewSwitch(url('/s?keywords=a&view=map'), url('/s?keywords=a'))).toBe(true);
    expect(isViewSwitch(url('/s?keywords=a'), url('/s?keywords=b&view=map'))).toBe(false);
    expect(isViewSwitch(url('/s?keywords=a'), url('/s/gear-rental?keywords=a&view=map'))).toBe(false);
    expect(isViewSwitch(url('/s?keywords=a&view=map'), url('/s?keywords=a&view=map'))).toBe(false);
    expect(isViewSwitch(url('/s?view=map'), url('/s?view=map&page=2'))).toBe(false);
  });

  it('marks and opens the chosen category path', () => {
    const nodes = categoryNodesOf(filters.categories?.tree ?? [], ['outdoors', 'bikes']);
    expect(nodes.map((n) => [n.id, n.open, n.selected])).toEqual([
      ['outdoors', true, false],
      ['lessons', false, false],
    ]);
    const bikes = nodes[0]?.children.find((n) => n.id === 'bikes');
    expect(bikes).toMatchObject({ path: ['outdoors', 'bikes'], selected: true, open: true });
    expect(bikes?.children.map((n) => n.id)).toEqual(['e-bikes']);
    expect(nodes[1]?.children).toEqual([]);
  });
});
