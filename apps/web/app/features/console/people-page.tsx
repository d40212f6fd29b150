import { CONSOLE_PEOPLE_TEXTS } from '@mercato/core/texts/catalogs/console/console-people';
import { Form, Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import { listLink, utcDate } from './console-format.ts';
import { ConsolePager } from './console-pager.tsx';
import { consoleTexts } from './console-texts.ts';
import type { loadPeople } from './people.server.ts';

const STATE_LABELS = {
  active: 'stateActive',
  pendingApproval: 'statePendingApproval',
  banned: 'stateBanned',
} as const;

/** `/console/people`: the marketplace's users, found by name, email, state, type and joining date. */
export function PeoplePage(props: { loaderData: Awaited<ReturnType<typeof loadPeople>> }) {
  const t = consoleTexts(CONSOLE_PEOPLE_TEXTS);
  const { filters, page, totalPages, totalItems, people, userTypes, problem } = props.loaderData;
  const path = `${CONSOLE_PATH}/people`;
  return (
    <section className="console-section">
      <h1>{t('heading')}</h1>
      <Form method="get" className="console-filters" aria-label={t('filters')}>
        <div className="field">
          <label htmlFor="people-keywords">{t('keywords')}</label>
          <input
            id="people-keywords"
            name="keywords"
            type="search"
            defaultValue={filters.keywords ?? ''}
            maxLength={200}
          />
        </div>
        <div className="field">
          <label htmlFor="people-state">{t('state')}</label>
          <select id="people-state" name="state" defaultValue={filters.state ?? ''}>
            <option value="">{t('anyState')}</option>
            {Object.entries(STATE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        {userTypes.length > 0 ? (
          <div className="field">
            <label htmlFor="people-type">{t('userType')}</label>
            <select id="people-type" name="userType" defaultValue={filters.userType ?? ''}>
              <option value="">{t('anyUserType')}</option>
              {userTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="people-from">{t('createdFrom')}</label>
          <input
            id="people-from"
            name="createdAtStart"
            type="date"
            defaultValue={filters.createdAtStart ?? ''}
          />
        </div>
        <div className="field">
          <label htmlFor="people-to">{t('createdTo')}</label>
          <input id="people-to" name="createdAtEnd" type="date" defaultValue={filters.createdAtEnd ?? ''} />
        </div>
        <label className="console-check">
          <input
            type="checkbox"
            name="includeDeleted"
            value="true"
            defaultChecked={filters.includeDeleted === 'true'}
          />{' '}
          {t('includeDeleted')}
        </label>
        <div className="console-filters__actions">
          <button type="submit" className="button">
            {t('apply')}
          </button>
          <Link to={path}>{t('clear')}</Link>
        </div>
      </Form>
      <FormError message={problem ? t('badFilter', { problem }) : null} />
      <p className="console-count" role="status">
        {t('count', { count: totalItems })} {/* A download, not a page: the browser saves it. */}
        <a href={listLink(`${CONSOLE_PATH}/people.csv`, { ...filters })} download>
          {t('export')}
        </a>
      </p>
      {people.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('joined')}</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id}>
                  <td>
                    <Link to={`${path}/${person.id}`}>{person.name}</Link>
                    {person.deleted ? <span className="console-tag">{t('deleted')}</span> : null}
                  </td>
                  <td>
                    {person.email}
                    {person.emailVerified ? null : <span className="console-tag">{t('unverified')}</span>}
                  </td>
                  <td>
                    <span className={`console-state console-state--${person.state}`}>
                      {t(STATE_LABELS[person.state])}
                    </span>
                  </td>
                  <td>{person.userType}</td>
                  <td>
                    <time dateTime={person.createdAt}>{utcDate(person.createdAt)}</time>
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
        linkTo={(to) => listLink(path, { ...filters }, to)}
        labels={{
          previous: t('previous'),
          next: t('next'),
          pageOf: t('pageOf', { page, pages: totalPages }),
        }}
      />
    </section>
  );
}
