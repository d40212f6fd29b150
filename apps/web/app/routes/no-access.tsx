import { data } from 'react-router';
import { NoAccessPage } from '../features/access/no-access-page.tsx';
import { isMissingAccessRight, NO_ACCESS_RIGHTS } from '../features/access/no-access-rights.ts';
import type { Route } from './+types/no-access';

export function loader({ params }: Route.LoaderArgs) {
  if (!isMissingAccessRight(params.missingAccessRight)) throw data(null, { status: 404 });
  return { right: params.missingAccessRight, ...NO_ACCESS_RIGHTS[params.missingAccessRight] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'No access' }];
}

export default function NoAccess({ loaderData }: Route.ComponentProps) {
  return <NoAccessPage loaderData={loaderData} />;
}
