import { CONSOLE_CONTENT_TEXTS } from '@mercato/core/texts/catalogs/console/console-content';
import { Link } from 'react-router';
import { utcDateTime } from './console-format.ts';
import { consoleTexts } from './console-texts.ts';

/** A stored version as lists show it. */
export interface VersionRow {
  id: string;
  source: string;
  createdAt: string;
  paths: string[];
}

/** The versions that changed a document (or the marketplace's latest), newest first. */
export function ContentHistory(props: {
  versions: readonly VersionRow[];
  compareLink?: (version: string) => string;
}) {
  const t = consoleTexts(CONSOLE_CONTENT_TEXTS);
  if (props.versions.length === 0) return null;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{t('version')}</th>
            <th scope="col">{t('author')}</th>
            <th scope="col">{t('when')}</th>
            <th scope="col">{props.compareLink ? '' : t('changed')}</th>
          </tr>
        </thead>
        <tbody>
          {props.versions.map((version) => (
            <tr key={version.id}>
              <td>
                <code>{version.id}</code>
              </td>
              <td>{version.source}</td>
              <td>
                <time dateTime={version.createdAt}>{utcDateTime(version.createdAt)}</time>
              </td>
              <td>
                {props.compareLink ? (
                  <Link to={props.compareLink(version.id)}>{t('compareWith')}</Link>
                ) : (
                  version.paths.join(', ')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
