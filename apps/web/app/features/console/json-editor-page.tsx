import { CONSOLE_CONTENT_TEXTS } from '@mercato/core/texts/catalogs/console/console-content';
import { Form, Link, useLocation } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import { consoleTexts } from './console-texts.ts';
import type { JsonEditorData } from './content.server.ts';
import { ContentHistory, type VersionRow } from './content-history.tsx';
import { DiffView } from './diff-view.tsx';
import type { DiffLine } from './line-diff.ts';
import { PreviewLink } from './preview-link.tsx';

/** What a JSON editor's loader gives its page. */
export interface JsonEditorLoaderData {
  exists: boolean;
  liveVersion: string | null;
  text: string;
  history: VersionRow[];
  comparison: { version: string; diff: (DiffLine | null)[] } | null;
}

/**
 * A hosted document (or a part of the configuration) as JSON: shown, compared with the live version
 * before saving, saved as a new version or refused with the reasons, the text kept.
 */
export function JsonEditorPage(props: {
  heading: string;
  sitePath?: string;
  loaderData: JsonEditorLoaderData;
  actionData: JsonEditorData | undefined;
}) {
  const t = consoleTexts(CONSOLE_CONTENT_TEXTS);
  const location = useLocation();
  const { loaderData, actionData } = props;
  const text = actionData?.text ?? loaderData.text;
  const compareLink = (version: string) => {
    const query = new URLSearchParams(location.search);
    query.set('compare', version);
    return `${location.pathname}?${query}`;
  };
  return (
    <>
      <p className="console-back">
        <Link to={`${CONSOLE_PATH}/content`}>{t('back')}</Link>
      </p>
      <section className="console-section">
        <h1>{props.heading}</h1>
        <p className="console-lead">
          {loaderData.exists ? t('liveVersion', { version: loaderData.liveVersion ?? '' }) : t('notYet')}{' '}
          {props.sitePath ? <a href={props.sitePath}>{t('viewLive')}</a> : null}
        </p>
        <FormSuccess
          message={actionData?.savedVersion ? t('saved', { version: actionData.savedVersion }) : null}
        />
        <FormError message={actionData?.problem ? t('notJson', { problem: actionData.problem }) : null} />
        <FormError message={actionData?.refused ? t('refused', { reasons: actionData.refused }) : null} />
        <PreviewLink url={actionData?.previewUrl} />
        {/* The text typed is the form's: a refused post gives it back as it was. */}
        <Form method="post" className="console-editor" key={actionData?.savedVersion ?? 'draft'}>
          <div className="field">
            <label htmlFor="document">{t('document')}</label>
            <textarea id="document" name="document" rows={24} spellCheck={false} defaultValue={text} />
          </div>
          <div className="console-filters__actions">
            <button type="submit" name="intent" value="check" className="button button--secondary">
              {t('showChanges')}
            </button>
            <button type="submit" name="intent" value="preview" className="button button--secondary">
              {t('preview')}
            </button>
            <button type="submit" name="intent" value="save" className="button">
              {t('save')}
            </button>
          </div>
        </Form>
        {actionData?.diff ? (
          actionData.diff.length === 0 || actionData.diff.every((line) => line?.kind === 'same') ? (
            <p role="status">{t('noChanges')}</p>
          ) : (
            <>
              <h2>{t('changes')}</h2>
              <DiffView lines={actionData.diff} label={t('changes')} />
            </>
          )
        ) : null}
      </section>
      {loaderData.comparison ? (
        <section className="console-section">
          <h2>{t('comparing', { version: loaderData.comparison.version })}</h2>
          <DiffView
            lines={loaderData.comparison.diff}
            label={t('comparing', { version: loaderData.comparison.version })}
          />
        </section>
      ) : null}
      {loaderData.history.length > 0 ? (
        <section className="console-section">
          <h2>{t('history')}</h2>
          <ContentHistory versions={loaderData.history} compareLink={compareLink} />
        </section>
      ) : null}
    </>
  );
}
