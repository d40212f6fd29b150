import { data, Link } from 'react-router';
import { isMissingAccessRight, NO_ACCESS_RIGHTS } from '../lib/no-access.ts';
import type { Route } from './+types/no-access';

export function loader({ params }: Route.LoaderArgs) {
  if (!isMissingAccessRight(params.missingAccessRight)) throw data(null, { status: 404 });
  return { right: params.missingAccessRight, ...NO_ACCESS_RIGHTS[params.missingAccessRight] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'No access' }];
}

/** NoAccessPage (spec §2 `/no-access-right/:missingAccessRight`). */
export default function NoAccess({ loaderData }: Route.ComponentProps) {
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
