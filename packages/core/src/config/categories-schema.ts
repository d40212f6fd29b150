import { z } from 'zod';
import { addRepeatIssues } from '../validators/repeats.ts';
import { CATEGORY_DEPTH_MESSAGE } from './categories.ts';

// The category tree's schema lives apart from its helpers (`categories.ts`), so a page that only
// reads a tree loads no zod.

const CategoryIdSchema = z
  .string({ error: 'category id is required' })
  .min(1, { error: 'category id is required', abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, 'category id may contain only letters, digits, underscores and hyphens');

const base = { id: CategoryIdSchema, name: z.string().min(1, 'category name is required') };

function uniqueSiblingIds<T extends { id: string }>(categories: T[], context: z.RefinementCtx<T[]>): void {
  addRepeatIssues(
    categories.map((category) => category.id),
    context,
    (id, index) => ({ message: `duplicate category id "${id}"`, path: [index, 'id'] }),
  );
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
