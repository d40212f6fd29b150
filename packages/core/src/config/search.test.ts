import { describe, expect, it } from 'vitest';
import { PriceFilterSchema, SearchConfigSchema, SortConfigSchema } from './search.ts';

describe('SearchConfigSchema', () => {
  it('defaults to the spec filters and sort config', () => {
    const config = SearchConfigSchema.parse({});
    expect(config.dateRangeFilter).toEqual({
      enabled: true,
      label: 'Dates',
      dateRangeMode: 'day',
      availability: 'time-full',
    });
    expect(config.seatsFilter.label).toBe('Seats');
    expect(config.priceFilter).toMatchObject({ min: 0, max: 1000, step: 5 });
    expect(config.sortConfig).toMatchObject({
      active: true,
      queryParamName: 'sort',
      relevanceKey: 'relevance',
      relevanceFilter: 'keywords',
      conflictingFilters: [],
    });
    expect(config.sortConfig.options.map((option) => option.label)).toEqual([
      'Newest',
      'Oldest',
      'Lowest price',
      'Highest price',
      'Relevance',
    ]);
    expect(config.mainSearch.searchType).toBe('keywords');
  });

  it('needs the price filter min below its max', () => {
    expect(PriceFilterSchema.safeParse({ min: 10, max: 10 }).error?.issues[0]?.message).toBe(
      'price filter min must be below max',
    );
    expect(PriceFilterSchema.safeParse({ min: 0, max: 10 }).success).toBe(true);
  });

  it('accepts only sort keys the listing query understands', () => {
    const withKey = (key: string) => SortConfigSchema.safeParse({ options: [{ key, label: 'x' }] }).success;
    expect(withKey('-pub_rating')).toBe(true);
    expect(withKey('meta_rank')).toBe(true);
    expect(withKey('title')).toBe(false);
    expect(withKey('-relevance')).toBe(false);
  });
});
