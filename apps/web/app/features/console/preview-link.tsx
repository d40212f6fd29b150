import { CONSOLE_CONTENT_TEXTS } from '@mercato/core/texts/catalogs/console/console-content';
import { consoleTexts } from './console-texts.ts';

/**
 * The link of a preview of the editor's draft, once made: it opens the site in another tab, so the
 * draft stays in the editor, unsaved, while the operator looks.
 */
export function PreviewLink({ url }: { url: string | null | undefined }) {
  const t = consoleTexts(CONSOLE_CONTENT_TEXTS);
  if (!url) return null;
  return (
    <p className="form-success" role="status" data-testid="preview-link">
      {t('previewReady')}{' '}
      <a href={url} target="_blank" rel="noopener">
        {t('openPreview')}
      </a>
    </p>
  );
}
