import { APP_TEXTS } from '@mercato/core/texts/catalogs/common/app';
import { loadContentPage } from '../features/content/content-page.server.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import { pageMetaOf } from '../features/content/page-asset.tsx';
import { PUBLIC_PAGE } from '../lib/page-cache.ts';
import { routePage } from '../lib/route-module.tsx';
import { metaTexts } from '../lib/texts.ts';
import type { Route } from './+types/cms-page';

// A content page at `/p/:pageId`; legal.tsx draws the legal pages with this module's meta and page.
// Visitors without a session see the same page for the same URL: the server may keep it.
export const handle = PUBLIC_PAGE;

export const loader = (args: Route.LoaderArgs) => loadContentPage(args, args.params.pageId);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { title, description } = pageMetaOf(loaderData?.page);
  return [
    { title: title ?? metaTexts(APP_TEXTS, matches)('title') },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

export default routePage<Route.ComponentProps>(ContentPage);
