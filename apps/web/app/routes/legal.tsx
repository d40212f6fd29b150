import { LegalPage } from '../features/legal/legal-page.tsx';
import { legalPageAt } from '../features/legal/legal-pages.ts';
import type { Route } from './+types/legal';

export function loader({ request }: Route.LoaderArgs) {
  return legalPageAt(new URL(request.url).pathname);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Mercato' }];
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage loaderData={loaderData} />;
}
