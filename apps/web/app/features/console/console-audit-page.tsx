import { CONSOLE_AUDIT_TEXTS } from '@mercato/core/texts/catalogs/console/console-audit';
import { Form, Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { loadAuditLog } from './console-audit.server.ts';
import { listLink, utcDateTime } from './console-format.ts';
import { ConsolePager } from './console-pager.tsx';
import { consoleTexts } from './console-texts.ts';

/** `/console/audit`: the audit log, filterable, a page at a time (admins). */
export function ConsoleAuditPage(props: { loaderData: Awaited<ReturnType<typeof loadAuditLog>> }) {
  const t = consoleTexts(CONSOLE_AUDIT_TEXTS);
  const { filters, page, totalPages, totalItems, entries, problem } = props.loaderData;
  const pageLink = (to: number) => listLink(`${CONSOLE_PATH}/audit`, filters, to);
  return (
    <section className="console-section">
      <h1>{t('heading')}</h1>
      <p className="console-lead">{t('lead')}</p>
      <Form method="get" className="console-filters" aria-label={t('filters')}>
        <div className="field">
          <label htmlFor="audit-action">{t('action')}</label>
          <input
            id="audit-action"
            name="action"
            defaultValue={filters.action ?? ''}
            maxLength={80}
            aria-describedby="audit-action-hint"
          />
          <p id="audit-action-hint" className="field__hint">
            {t('actionHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="audit-subject-type">{t('subjectType')}</label>
          <input
            id="audit-subject-type"
            name="subjectType"
            defaultValue={filters.subjectType ?? ''}
            maxLength={40}
          />
        </div>
        <div className="field">
          <label htmlFor="audit-subject-id">{t('subjectId')}</label>
          <input
            id="audit-subject-id"
            name="subjectId"
            defaultValue={filters.subjectId ?? ''}
            maxLength={100}
          />
        </div>
        <div className="console-filters__actions">
          <button type="submit" className="button">
            {t('apply')}
          </button>
          <Link to={`${CONSOLE_PATH}/audit`}>{t('clear')}</Link>
        </div>
      </Form>
      <FormError message={problem ? t('badFilter', { problem }) : null} />
      <p className="console-count" role="status">
        {t('count', { count: totalItems })}
      </p>
      {entries.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('what')}</th>
                <th scope="col">{t('subject')}</th>
                <th scope="col">{t('change')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{utcDateTime(entry.at)}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.subjectType ? (
                      <Link
                        to={`${CONSOLE_PATH}/audit?${new URLSearchParams({
                          subjectType: entry.subjectType,
                          ...(entry.subjectId ? { subjectId: entry.subjectId } : {}),
                        })}`}
                      >
                        {entry.subjectType} {entry.subjectId?.slice(0, 8)}
                      </Link>
                    ) : null}
                  </td>
                  <td>
                    {entry.changes.length > 0 ? (
                      <ul className="console-changes">
                        {entry.changes.map((change) => (
                          <li key={change.key}>
                            {change.key ? <strong>{change.key}: </strong> : null}
                            <del>{change.before || t('empty')}</del> → <ins>{change.after || t('empty')}</ins>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConsolePager
        page={page}
        pages={totalPages}
        linkTo={pageLink}
        labels={{
          previous: t('previous'),
          next: t('next'),
          pageOf: t('pageOf', { page, pages: totalPages }),
        }}
      />
    </section>
  );
}
