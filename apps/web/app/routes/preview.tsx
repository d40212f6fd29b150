import { PREVIEW_TEXTS } from '@mercato/core/texts/catalogs/common/preview';
import { Link } from 'react-router';
import { resolvePreview } from '../features/preview/preview.server.ts';
import { metaTexts, useTexts } from '../lib/texts.ts';
import type { Route } from './+types/preview';

// PreviewResolverPage (spec §2 `/preview`): an operator's preview link from the console.
export const loader = (args: Route.LoaderArgs) => resolvePreview(args);

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: metaTexts(PREVIEW_TEXTS, matches)('endedHeading') },
    { name: 'robots', content: 'noindex' },
  ];
}

/** What an ended or unknown link shows (a live one has redirected to its page). */
export default function PreviewResolverPage() {
  const t = useTexts(PREVIEW_TEXTS);
  return (
    <section className="notice" data-testid="preview-ended">
      <h1>{t('endedHeading')}</h1>
      <p>{t('endedBody')}</p>
      <p>
        <Link to="/" className="button">
          {t('frontPageLink')}
        </Link>
      </p>
    </section>
  );
}
