import type { SelectQueryBuilder } from 'kysely';

/** Which rows of a query a page holds: `limit` of them after the first `offset`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of `rows` (a query of `base` with its selection and order; the order should end in a
 * unique column, so pages never overlap) and how many rows `base` matches in all, queried together.
 */
export async function selectPage<DB, TB extends keyof DB, B, O>(
  base: SelectQueryBuilder<DB, TB, B>,
  rows: SelectQueryBuilder<DB, TB, O>,
  page: PageWindow,
): Promise<{ rows: O[]; total: number }> {
  const [found, count] = await Promise.all([
    rows.limit(page.limit).offset(page.offset).execute(),
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(count.n) };
}
