import { NOT_FOUND_TEXTS } from '@mercato/core/texts/catalogs/common/not-found-page';
import { Link } from 'react-router';
import { useTexts } from '../lib/texts.ts';

/** The NotFound page (spec §2 `*`): a clear message and a way back. */
export function NotFoundContent() {
  const t = useTexts(NOT_FOUND_TEXTS);
  return (
    <section className="notice" data-testid="not-found">
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
      <p>
        <Link to="/" className="button">
          {t('frontPageLink')}
        </Link>
      </p>
    </section>
  );
}
