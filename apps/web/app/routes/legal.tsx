import { APP_TEXTS } from '@mercato/core/texts/catalogs/common/app';
import { legalPageIdOf, loadContentPage } from '../features/content/content-page.server.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import { pageMetaOf } from '../features/content/page-asset.tsx';
import { metaTexts } from '../lib/texts.ts';
import type { Route } from './+types/legal';

export function loader(args: Route.LoaderArgs) {
  return loadContentPage(args, legalPageIdOf(new URL(args.request.url).pathname));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { title, description } = pageMetaOf(loaderData?.page);
  return [
    { title: title ?? metaTexts(APP_TEXTS, matches)('title') },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <ContentPage loaderData={loaderData} />;
}
