import { loadPageAsset } from '../features/content/content-page.server.ts';
import { pageMetaOf } from '../features/content/page-asset.tsx';
import { loadLandingPage } from '../features/landing/landing.server.ts';
import { LandingPage } from '../features/landing/landing-page.tsx';
import listingStylesHref from '../styles/listings.css?url';
import searchStylesHref from '../styles/search.css?url';
import type { Route } from './+types/landing';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: listingStylesHref },
  { rel: 'stylesheet', href: searchStylesHref },
];

export async function loader(args: Route.LoaderArgs) {
  const [content, lists] = await Promise.all([loadPageAsset(args, 'landing-page'), loadLandingPage(args)]);
  return { content, lists };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description } = pageMetaOf(loaderData?.content?.page);
  return [
    { title: title ?? 'Book trusted local services' },
    { name: 'description', content: description ?? 'Find and book services from independent providers.' },
  ];
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage content={loaderData.content} lists={loaderData.lists} />;
}
