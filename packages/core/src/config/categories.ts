import { z } from 'zod';

/** Categories nest at most three levels (spec §9), stored as categoryLevel1..3 in publicData. */
export const CATEGORY_MAX_DEPTH = 3;

/** Text of the depth rule. */
export const CATEGORY_DEPTH_MESSAGE = `categories may be nested at most ${CATEGORY_MAX_DEPTH} levels`;

/** A category at any level: id, name and its subcategories. */
export interface Category {
  id: string;
  name: string;
  subcategories?: Category[] | undefined;
}

const CategoryIdSchema = z
  .string({ error: 'category id is required' })
  .min(1, { error: 'category id is required', abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, 'category id may contain only letters, digits, underscores and hyphens');

const base = { id: CategoryIdSchema, name: z.string().min(1, 'category name is required') };

function uniqueSiblingIds<T extends { id: string }>(categories: T[], context: z.RefinementCtx<T[]>): void {
  const seen = new Set<string>();
  categories.forEach((category, index) => {
    if (seen.has(category.id)) {
      context.addIssue({
        code: 'custom',
        message: `duplicate category id "${category.id}"`,
        path: [index, 'id'],
      });
    }
    seen.add(category.id);
  });
}

const Level3Schema = z.object({
  ...base,
  subcategories: z.array(z.never({ error: CATEGORY_DEPTH_MESSAGE })).optional(),
});
const Level2Schema = z.object({
  ...base,
  subcategories: z.array(Level3Schema).superRefine(uniqueSiblingIds).optional(),
});
const Level1Schema = z.object({
  ...base,
  subcategories: z.array(Level2Schema).superRefine(uniqueSiblingIds).optional(),
});

/** The category tree, three levels at most, ids unique among siblings. */
export const CategoriesSchema = z.array(Level1Schema).superRefine(uniqueSiblingIds);

/** The publicData key of a category level (1-based): categoryLevel1..3. */
export function categoryLevelKey(level: number): string {
  return `categoryLevel${level}`;
}

/**
 * Follows chosen ids down the tree. Returns the matching path, or undefined when an id is unknown
 * at its level (an outdated selection).
 */
export function findCategoryPath(
  categories: readonly Category[],
  ids: readonly string[],
): Category[] | undefined {
  const path: Category[] = [];
  let level: readonly Category[] = categories;
  for (const id of ids) {
    const found = level.find((category) => category.id === id);
    if (!found) return undefined;
    path.push(found);
    level = found.subcategories ?? [];
  }
  return path;
}

/**
 * Whether a selection reaches a leaf: when the chosen category has subcategories, one of them must
 * be chosen too (spec §5: "category or subcategory required").
 */
export function isCategorySelectionComplete(
  categories: readonly Category[],
  ids: readonly string[],
): boolean {
  if (categories.length === 0) return true;
  const path = findCategoryPath(categories, ids);
  if (!path || path.length === 0) return false;
  return (path.at(-1)?.subcategories ?? []).length === 0;
}
