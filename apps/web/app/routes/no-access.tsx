import { NO_ACCESS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/no-access-page';
import { data } from 'react-router';
import { NoAccessPage } from '../features/access/no-access-page.tsx';
import { isMissingAccessRight, NO_ACCESS_RIGHTS } from '../features/access/no-access-rights.ts';
import { routePage } from '../lib/route-module.tsx';
import { serverTexts } from '../lib/texts.server.ts';
import { metaTexts } from '../lib/texts.ts';
import type { Route } from './+types/no-access';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isMissingAccessRight(params.missingAccessRight)) throw data(null, { status: 404 });
  const t = await serverTexts(context, NO_ACCESS_PAGE_TEXTS);
  const keys = NO_ACCESS_RIGHTS[params.missingAccessRight];
  return { right: params.missingAccessRight, title: t(keys.title), body: t(keys.body) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? metaTexts(NO_ACCESS_PAGE_TEXTS, matches)('title') }];
}

export default routePage<Route.ComponentProps>(NoAccessPage);
