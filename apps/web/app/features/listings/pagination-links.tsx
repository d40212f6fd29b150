import { PAGINATION_TEXTS } from '@mercato/core/texts/catalogs/listings/pagination';
import { Link } from 'react-router';
import { useTexts } from '../../lib/texts.ts';

/** A `?page=` value as a page number: whole numbers from 1 up; anything else is page 1. */
export function pageOf(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Page numbers around the current one: the first, the last and two either side. */
export function visiblePages(page: number, totalPages: number): number[] {
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  return [...pages].sort((a, b) => a - b);
}

/** Previous, numbered and next page links of a paged list; nothing when there is one page. */
export function PaginationLinks(props: {
  page: number;
  totalPages: number;
  pathOf: (page: number) => string;
}) {
  const t = useTexts(PAGINATION_TEXTS);
  const { page, totalPages, pathOf } = props;
  if (totalPages <= 1) return null;
  const pages = visiblePages(page, totalPages);
  return (
    <nav className="pagination" aria-label={t('label')}>
      {page > 1 ? (
        <Link to={pathOf(page - 1)} rel="prev">
          {t('previous')}
        </Link>
      ) : null}
      <ol>
        {pages.map((p, i) => (
          <li key={p}>
            {i > 0 && p - (pages[i - 1] ?? p) > 1 ? <span aria-hidden="true">… </span> : null}
            <Link
              to={pathOf(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('page', { page: p })}
            >
              {p}
            </Link>
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <Link to={pathOf(page + 1)} rel="next">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}
