import { LANDING_PAGE_TEXTS } from '@mercato/core/texts/catalogs/common/landing-page';
import { loadPageAsset } from '../features/content/content-page.server.ts';
import { pageMetaOf } from '../features/content/page-asset.tsx';
import { loadLandingPage } from '../features/landing/landing.server.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { PUBLIC_PAGE } from '../lib/page-cache.ts';
import { stylesheets } from '../lib/route-module.tsx';
import { metaTexts } from '../lib/texts.ts';
import listingStylesHref from '../styles/listings.css?url';
import searchStylesHref from '../styles/search.css?url';
import type { Route } from './+types/landing';

export const links: Route.LinksFunction = stylesheets(listingStylesHref, searchStylesHref);

// Visitors without a session see the same page for the same URL: the server may keep it.
export const handle = PUBLIC_PAGE;

export async function loader(args: Route.LoaderArgs) {
  const [content, lists] = await Promise.all([loadPageAsset(args, 'landing-page'), loadLandingPage(args)]);
  return { content, lists };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { title, description } = pageMetaOf(loaderData?.content?.page);
  const t = metaTexts(LANDING_PAGE_TEXTS, matches);
  return [{ title: title ?? t('title') }, { name: 'description', content: description ?? t('description') }];
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage content={loaderData.content} lists={loaderData.lists} />;
}
