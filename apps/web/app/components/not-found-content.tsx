import { Link } from 'react-router';

/** The NotFound page (spec §2 `*`): a clear message and a way back. */
export function NotFoundContent() {
  return (
    <section className="notice" data-testid="not-found">
      <h1>Page not found</h1>
      <p>
        We looked everywhere, but this page does not exist. The address may be mistyped or the page removed.
      </p>
      <p>
        <Link to="/" className="button">
          Go to the front page
        </Link>
      </p>
    </section>
  );
}
