import { CONSOLE_CONTENT_TEXTS } from '@mercato/core/texts/catalogs/console/console-content';
import { Form, Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import { consoleTexts } from './console-texts.ts';
import type { loadPageEditor, PageEditorData } from './content.server.ts';
import { ContentHistory } from './content-history.tsx';
import { DiffView } from './diff-view.tsx';
import { inputName, SECTION_TYPES } from './page-sections.ts';
import { PreviewLink } from './preview-link.tsx';

const TYPE_LABELS = {
  hero: 'typeHero',
  article: 'typeArticle',
  features: 'typeFeatures',
  columns: 'typeColumns',
} as const;

/** A labelled input of the sections form. */
function Input(props: { name: string; label: string; value: string; multiline?: boolean; type?: string }) {
  const id = props.name.replaceAll('.', '-');
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea id={id} name={props.name} rows={4} defaultValue={props.value} />
      ) : (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          defaultValue={props.value}
          maxLength={2000}
        />
      )}
    </div>
  );
}

/**
 * `/console/content/pages/:pageId`: a page's sections as a form — kind, title, Markdown text, a
 * button — and their blocks; sections added, moved and removed without scripts (each button posts
 * the whole form and gets the draft back), saved as a new version.
 */
export function PageEditorPage(props: {
  loaderData: Awaited<ReturnType<typeof loadPageEditor>>;
  actionData: PageEditorData | undefined;
}) {
  const t = consoleTexts(CONSOLE_CONTENT_TEXTS);
  const { loaderData, actionData } = props;
  const draft = actionData?.draft ?? loaderData.draft;
  const { rest, meta } = draft;
  return (
    <>
      <p className="console-back">
        <Link to={`${CONSOLE_PATH}/content`}>{t('back')}</Link>
      </p>
      <section className="console-section">
        <h1>{loaderData.pageId}</h1>
        <p className="console-lead">
          {loaderData.exists ? t('liveVersion', { version: loaderData.liveVersion ?? '' }) : t('notYet')}{' '}
          <a href={loaderData.sitePath}>{t('viewLive')}</a>{' '}
          <Link to={`${CONSOLE_PATH}/content/document?path=${encodeURIComponent(loaderData.path)}`}>
            {t('editAsJson')}
          </Link>
        </p>
        <FormSuccess
          message={actionData?.savedVersion ? t('saved', { version: actionData.savedVersion }) : null}
        />
        <FormError message={actionData?.refused ? t('refused', { reasons: actionData.refused }) : null} />
        <PreviewLink url={actionData?.previewUrl} />
        {/* Each post redraws the form from the draft it sent back: a fresh form per answer. */}
        <Form
          method="post"
          className="console-page-editor"
          key={JSON.stringify(draft.sections.map((s) => [s.id, s.blocks.length]))}
        >
          {/* First in the form, so that Enter in a field saves rather than presses a section's button. */}
          <button
            type="submit"
            name="op"
            value="save"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
          >
            {t('save')}
          </button>
          <input type="hidden" name="page" value={JSON.stringify({ ...rest, ...(meta ? { meta } : {}) })} />
          <input type="hidden" name="sections" value={draft.sections.length} />
          <h2>{t('sectionsHeading')}</h2>
          {draft.sections.map((section, i) => (
            <fieldset key={section.id} className="console-page-section">
              <legend>{t('section', { number: i + 1, id: section.id })}</legend>
              <input type="hidden" name={inputName(i, 'id')} value={section.id} />
              <input type="hidden" name={inputName(i, 'original')} value={JSON.stringify(section.original)} />
              <input type="hidden" name={inputName(i, 'blocks')} value={section.blocks.length} />
              <div className="field">
                <label htmlFor={`s${i}-type`}>{t('sectionType')}</label>
                <select id={`s${i}-type`} name={inputName(i, 'type')} defaultValue={section.type}>
                  {SECTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(TYPE_LABELS[type])}
                    </option>
                  ))}
                </select>
              </div>
              <Input name={inputName(i, 'title')} label={t('sectionTitle')} value={section.title} />
              <Input
                name={inputName(i, 'description')}
                label={t('sectionText')}
                value={section.description}
                multiline
              />
              <div className="console-page-row">
                <Input name={inputName(i, 'ctaText')} label={t('ctaText')} value={section.ctaText} />
                <Input name={inputName(i, 'ctaHref')} label={t('ctaHref')} value={section.ctaHref} />
              </div>
              {section.blocks.length > 0 ? <h3>{t('blocks')}</h3> : null}
              {section.blocks.map((block, k) => (
                <fieldset key={block.id} className="console-page-block">
                  <legend>{t('block', { number: k + 1 })}</legend>
                  <input type="hidden" name={inputName(i, 'id', k)} value={block.id} />
                  <input
                    type="hidden"
                    name={inputName(i, 'original', k)}
                    value={JSON.stringify(block.original)}
                  />
                  {block.hasImage ? <p className="field__hint">{t('blockImage')}</p> : null}
                  <Input name={inputName(i, 'title', k)} label={t('blockTitle')} value={block.title} />
                  <Input name={inputName(i, 'text', k)} label={t('blockText')} value={block.text} multiline />
                  <div className="console-page-row">
                    <Input name={inputName(i, 'ctaText', k)} label={t('ctaText')} value={block.ctaText} />
                    <Input name={inputName(i, 'ctaHref', k)} label={t('ctaHref')} value={block.ctaHref} />
                  </div>
                  <button
                    type="submit"
                    name="op"
                    value={`remove-block:${i}:${k}`}
                    className="button button--small button--quiet"
                  >
                    {t('removeBlock')}
                  </button>
                </fieldset>
              ))}
              <div className="console-page-tools">
                <button
                  type="submit"
                  name="op"
                  value={`add-block:${i}`}
                  className="button button--small button--secondary"
                >
                  {t('addBlock')}
                </button>
                {i > 0 ? (
                  <button
                    type="submit"
                    name="op"
                    value={`up:${i}`}
                    className="button button--small button--quiet"
                  >
                    {t('moveUp')}
                  </button>
                ) : null}
                {i < draft.sections.length - 1 ? (
                  <button
                    type="submit"
                    name="op"
                    value={`down:${i}`}
                    className="button button--small button--quiet"
                  >
                    {t('moveDown')}
                  </button>
                ) : null}
                <button
                  type="submit"
                  name="op"
                  value={`remove-section:${i}`}
                  className="button button--small button--danger"
                >
                  {t('removeSection')}
                </button>
              </div>
            </fieldset>
          ))}
          <div className="console-filters__actions">
            <button type="submit" name="op" value="add-section" className="button button--secondary">
              {t('addSection')}
            </button>
            <button type="submit" name="op" value="preview" className="button button--secondary">
              {t('preview')}
            </button>
            <button type="submit" name="op" value="save" className="button">
              {t('save')}
            </button>
          </div>
        </Form>
        {actionData?.diff && actionData.savedVersion ? (
          <>
            <h2>{t('changes')}</h2>
            <DiffView lines={actionData.diff} label={t('changes')} />
          </>
        ) : null}
      </section>
      {loaderData.history.length > 0 ? (
        <section className="console-section">
          <h2>{t('history')}</h2>
          <ContentHistory versions={loaderData.history} />
        </section>
      ) : null}
    </>
  );
}
