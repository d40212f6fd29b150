import {
  CONSOLE_CONFIG_TEXTS,
  CONSOLE_CONTENT_TEXTS,
} from '@mercato/core/texts/catalogs/console/console-content';
import { Form, Link } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import { consoleTexts } from './console-texts.ts';
import type { loadContentIndex } from './content.server.ts';
import { CONFIG_SECTIONS, OTHER_DOCUMENTS } from './content-documents.ts';
import { ContentHistory } from './content-history.tsx';

/** `/console/content`: the pages, texts and parts of the configuration an operator edits. */
export function ContentIndexPage(props: {
  loaderData: Awaited<ReturnType<typeof loadContentIndex>>;
  actionData: { pageIdError?: boolean } | undefined;
}) {
  const t = consoleTexts(CONSOLE_CONTENT_TEXTS);
  const labels = consoleTexts(CONSOLE_CONFIG_TEXTS);
  const base = `${CONSOLE_PATH}/content`;
  const { pages, versions } = props.loaderData;
  return (
    <>
      <section className="console-section">
        <h1>{t('heading')}</h1>
        <p className="console-lead">{t('lead')}</p>
        <h2>{t('pages')}</h2>
        <p className="field__hint">{t('pagesHint')}</p>
        <ul className="console-links">
          {pages.map((page) => (
            <li key={page}>
              <Link to={`${base}/pages/${page}`}>{page}</Link>
            </li>
          ))}
        </ul>
        <Form method="post" className="console-filters">
          <div className="field">
            <label htmlFor="new-page">{t('newPage')}</label>
            <input
              id="new-page"
              name="pageId"
              pattern="[A-Za-z0-9_\-]{1,80}"
              maxLength={80}
              required
              aria-describedby="new-page-hint"
            />
            <p id="new-page-hint" className="field__hint">
              {t('newPageHint')}
            </p>
            <FieldError
              id="new-page-error"
              message={props.actionData?.pageIdError ? t('newPageHint') : undefined}
            />
          </div>
          <div className="console-filters__actions">
            <button type="submit" className="button button--secondary">
              {t('createPage')}
            </button>
          </div>
        </Form>
        <h2>{t('texts')}</h2>
        <ul className="console-links">
          <li>
            <Link to={`${base}/texts/translations`}>{t('translations')}</Link>
          </li>
          <li>
            <Link to={`${base}/texts/email-texts`}>{t('emailTexts')}</Link>
          </li>
        </ul>
        <h2>{t('layout')}</h2>
        <ul className="console-links">
          {OTHER_DOCUMENTS.map((document) => (
            <li key={document.path}>
              <Link to={`${base}/document?path=${encodeURIComponent(document.path)}`}>
                {labels(document.label)}
              </Link>
            </li>
          ))}
        </ul>
        <h2>{t('configuration')}</h2>
        <p className="field__hint">{t('configurationHint')}</p>
        <ul className="console-links">
          {CONFIG_SECTIONS.map((section) => (
            <li key={section}>
              <Link to={`${base}/config/${section}`}>{labels(section)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="console-section">
        <h2>{t('history')}</h2>
        <ContentHistory versions={versions} />
      </section>
    </>
  );
}
