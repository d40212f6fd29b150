import { legalPageIdOf, loadContentPage } from '../features/content/content-page.server.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import { pageMetaOf } from '../features/content/page-asset.tsx';
import type { Route } from './+types/legal';

export function loader(args: Route.LoaderArgs) {
  return loadContentPage(args, legalPageIdOf(new URL(args.request.url).pathname));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description } = pageMetaOf(loaderData?.page);
  return [
    { title: title ?? 'Mercato' },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <ContentPage loaderData={loaderData} />;
}
