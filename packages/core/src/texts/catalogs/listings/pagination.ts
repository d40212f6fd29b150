import { defineTexts } from '../../ui-texts.ts';

/** Previous, numbered and next page links of a paged list. */
export const PAGINATION_TEXTS = defineTexts('Pagination', {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page}',
});
