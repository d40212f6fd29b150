import { ACCOUNT_BANNERS_TEXTS } from '@mercato/core/texts/catalogs/common/account-banners';
import { Form } from 'react-router';
import { useTexts } from '../lib/texts.ts';

/** Said on every page while an operator previews a draft from the console, with a way to end it. */
export function PreviewBanner({ path }: { path: string }) {
  const t = useTexts(ACCOUNT_BANNERS_TEXTS);
  return (
    <div className="banner banner--preview" role="status" data-testid="preview-banner">
      {t('previewing', { path })}{' '}
      <Form method="post" action="/preview/end" reloadDocument className="banner__form">
        <button type="submit" className="button button--small">
          {t('endPreview')}
        </button>
      </Form>
    </div>
  );
}
