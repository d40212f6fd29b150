import { Link } from 'react-router';

/** A console list's page links: the one before, where this is, the one after. */
export function ConsolePager(props: {
  page: number;
  pages: number;
  linkTo: (page: number) => string;
  labels: { previous: string; next: string; pageOf: string };
}) {
  const { page, pages, linkTo, labels } = props;
  if (pages <= 1) return null;
  return (
    <nav className="console-pager" aria-label={labels.pageOf}>
      {page > 1 ? <Link to={linkTo(page - 1)}>{labels.previous}</Link> : null}
      <span>{labels.pageOf}</span>
      {page < pages ? <Link to={linkTo(page + 1)}>{labels.next}</Link> : null}
    </nav>
  );
}
