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
