import { NOT_FOUND_TEXTS } from '@mercato/core/texts/catalogs/common/not-found-page';
import { data } from 'react-router';
import { NotFoundContent } from '../components/not-found-content.tsx';
import { metaTexts } from '../lib/texts.ts';
import type { Route } from './+types/not-found';

// Every unknown path lands here and answers 404 (spec §2 `*`).
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTexts(NOT_FOUND_TEXTS, matches);
  return [{ title: t('heading') }];
}

export default function NotFound() {
  return <NotFoundContent />;
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
