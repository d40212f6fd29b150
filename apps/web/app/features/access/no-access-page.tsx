import { NO_ACCESS_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/no-access-page';
import { Link } from 'react-router';
import { useTexts } from '../../lib/texts.ts';

/** NoAccessPage (spec §2 `/no-access-right/:missingAccessRight`). */
export function NoAccessPage({ loaderData }: { loaderData: { right: string; title: string; body: string } }) {
  const t = useTexts(NO_ACCESS_PAGE_TEXTS);
  return (
    <section className="notice" data-testid={`no-access-${loaderData.right}`}>
      <h1>{loaderData.title}</h1>
      <p>{loaderData.body}</p>
      <p>
        <Link to="/">{t('frontPageLink')}</Link>
      </p>
    </section>
  );
}
