import { describe, expect, it } from 'vitest';
import { categoryLevelKey, findCategoryPath, isCategorySelectionComplete } from './categories.ts';
import { CategoriesSchema } from './categories-schema.ts';

const tree = [
  {
    id: 'bikes',
    name: 'Bikes',
    subcategories: [
      { id: 'road', name: 'Road', subcategories: [{ id: 'carbon', name: 'Carbon' }] },
      { id: 'mtb', name: 'Mountain' },
    ],
  },
  { id: 'boats', name: 'Boats' },
];

describe('CategoriesSchema', () => {
  it('accepts three levels', () => {
    expect(CategoriesSchema.parse(tree)).toEqual(tree);
  });

  it('refuses a fourth level', () => {
    const deep = [
      {
        id: 'a',
        name: 'A',
        subcategories: [
          {
            id: 'b',
            name: 'B',
            subcategories: [{ id: 'c', name: 'C', subcategories: [{ id: 'd', name: 'D' }] }],
          },
        ],
      },
    ];
    expect(CategoriesSchema.safeParse(deep).error?.issues[0]?.message).toBe(
      'categories may be nested at most 3 levels',
    );
  });

  it('refuses duplicate sibling ids at any level', () => {
    expect(
      CategoriesSchema.safeParse([...tree, { id: 'boats', name: 'More boats' }]).error?.issues[0]?.message,
    ).toBe('duplicate category id "boats"');
    const nested = [
      {
        id: 'a',
        name: 'A',
        subcategories: [
          { id: 'b', name: 'B' },
          { id: 'b', name: 'B2' },
        ],
      },
    ];
    expect(CategoriesSchema.safeParse(nested).success).toBe(false);
  });
});

describe('category helpers', () => {
  it('names the publicData keys', () => {
    expect(categoryLevelKey(1)).toBe('categoryLevel1');
    expect(categoryLevelKey(3)).toBe('categoryLevel3');
  });

  it('follows a selection down the tree', () => {
    expect(findCategoryPath(tree, ['bikes', 'road'])?.map((c) => c.id)).toEqual(['bikes', 'road']);
    expect(findCategoryPath(tree, ['bikes', 'boats'])).toBeUndefined();
  });

  it('requires a subcategory when the chosen category has some', () => {
    expect(isCategorySelectionComplete(tree, ['bikes'])).toBe(false);
    expect(isCategorySelectionComplete(tree, ['bikes', 'road'])).toBe(false);
    expect(isCategorySelectionComplete(tree, ['bikes', 'road', 'carbon'])).toBe(true);
    expect(isCategorySelectionComplete(tree, ['bikes', 'mtb'])).toBe(true);
    expect(isCategorySelectionComplete(tree, ['boats'])).toBe(true);
    expect(isCategorySelectionComplete(tree, [])).toBe(false);
    expect(isCategorySelectionComplete(tree, ['cars'])).toBe(false);
    expect(isCategorySelectionComplete([], [])).toBe(true);
  });
});
