import { loadContentPage } from '../features/content/content-page.server.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import { pageMetaOf } from '../features/content/page-asset.tsx';
import type { Route } from './+types/cms-page';

export function loader(args: Route.LoaderArgs) {
  return loadContentPage(args, args.params.pageId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description } = pageMetaOf(loaderData?.page);
  return [
    { title: title ?? 'Mercato' },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage loaderData={loaderData} />;
}
