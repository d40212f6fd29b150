import { PROFILE_PAGE_TEXTS } from '@mercato/core/texts/catalogs/profile/profile-page';
import { loadProfile } from '../features/profile/profile.server.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { PUBLIC_PAGE } from '../lib/page-cache.ts';
import { routePage, stylesheets } from '../lib/route-module.tsx';
import { metaTexts } from '../lib/texts.ts';
import listingStylesHref from '../styles/listings.css?url';
import reviewStylesHref from '../styles/reviews.css?url';
import searchStylesHref from '../styles/search.css?url';
import type { Route } from './+types/profile';

export const links: Route.LinksFunction = stylesheets(listingStylesHref, reviewStylesHref, searchStylesHref);
// Visitors without a session see the same page for the same URL: the server may keep it.
export const handle = PUBLIC_PAGE;

export const loader = (args: Route.LoaderArgs) => loadProfile(args);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTexts(PROFILE_PAGE_TEXTS, matches);
  const name = loaderData?.user.displayName;
  return [
    { title: name ?? t('title') },
    { name: 'description', content: name ? t('description', { name }) : t('descriptionUnnamed') },
  ];
}

export default routePage<Route.ComponentProps>(ProfilePage);
