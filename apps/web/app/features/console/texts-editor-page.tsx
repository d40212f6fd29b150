import { CONSOLE_CONTENT_TEXTS } from '@mercato/core/texts/catalogs/console/console-content';
import { Form, Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import { consoleTexts } from './console-texts.ts';
import type { loadTextsEditor, TextsEditorData } from './content.server.ts';
import { PreviewLink } from './preview-link.tsx';

/** `/console/content/texts/:document`: find texts by key or words, reword them, or reset them. */
export function TextsEditorPage(props: {
  loaderData: Awaited<ReturnType<typeof loadTextsEditor>>;
  actionData: TextsEditorData | undefined;
}) {
  const t = consoleTexts(CONSOLE_CONTENT_TEXTS);
  const { document, previews, q, count, texts } = props.loaderData;
  const result = props.actionData;
  return (
    <>
      <p className="console-back">
        <Link to={`${CONSOLE_PATH}/content`}>{t('back')}</Link>
      </p>
      <section className="console-section">
        <h1>{document === 'translations' ? t('translations') : t('emailTexts')}</h1>
        <Form method="get" className="console-filters" aria-label={t('textsSearch')}>
          <div className="field">
            <label htmlFor="texts-q">{t('textsQuery')}</label>
            <input id="texts-q" name="q" type="search" defaultValue={q} maxLength={200} />
          </div>
          <div className="console-filters__actions">
            <button type="submit" className="button">
              {t('textsFind')}
            </button>
          </div>
        </Form>
        <FormSuccess
          message={
            result?.savedVersion
              ? t('saved', { version: result.savedVersion })
              : result && result.changed.length === 0 && !result.previewUrl
                ? t('noChanges')
                : null
          }
        />
        <FormError message={result?.refused ? t('refused', { reasons: result.refused }) : null} />
        <PreviewLink url={result?.previewUrl} />
        <p className="console-count" role="status">
          {t('textsCount', { shown: texts.length, count })}
        </p>
        {texts.length === 0 ? (
          <p>{t('textsNone')}</p>
        ) : (
          <Form method="post" className="console-texts" key={result?.savedVersion ?? 'texts'}>
            <div className="console-table-wrap">
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{t('textsKey')}</th>
                    <th scope="col">{t('textsDefault')}</th>
                    <th scope="col">{t('textsCurrent')}</th>
                  </tr>
                </thead>
                <tbody>
                  {texts.map((text) => (
                    <tr key={text.key}>
                      <td>
                        <code>{text.key}</code>
                        {text.reworded ? <span className="console-tag">{t('textsReworded')}</span> : null}
                      </td>
                      <td className="console-texts__default">{text.byDefault}</td>
                      <td>
                        <textarea
                          aria-label={text.key}
                          name={`text:${text.key}`}
                          rows={Math.min(6, Math.max(1, Math.ceil(text.current.length / 60)))}
                          defaultValue={text.current}
                        />
                        {text.reworded ? (
                          <button
                            type="submit"
                            name="reset"
                            value={text.key}
                            className="button button--small button--quiet"
                          >
                            {t('textsReset')}
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {count > texts.length ? <p className="field__hint">{t('textsMore')}</p> : null}
            <div className="console-filters__actions">
              {previews ? (
                <button type="submit" name="intent" value="preview" className="button button--secondary">
                  {t('preview')}
                </button>
              ) : null}
              <button type="submit" name="intent" value="save" className="button">
                {t('textsSave')}
              </button>
            </div>
          </Form>
        )}
      </section>
    </>
  );
}
