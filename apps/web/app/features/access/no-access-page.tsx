import { Link } from 'react-router';

/** NoAccessPage (spec §2 `/no-access-right/:missingAccessRight`). */
export function NoAccessPage({ loaderData }: { loaderData: { right: string; title: string; body: string } }) {
  return (
    <section className="notice" data-testid={`no-access-${loaderData.right}`}>
      <h1>{loaderData.title}</h1>
      <p>{loaderData.body}</p>
      <p>
        <Link to="/">Go to the front page</Link>
      </p>
    </section>
  );
}
