import { CONSOLE_LISTINGS_TEXTS } from '@mercato/core/texts/catalogs/console/console-listings';
import {
  CONSOLE_PEOPLE_TEXTS,
  CONSOLE_PERSON_TEXTS,
} from '@mercato/core/texts/catalogs/console/console-people';
import { CONSOLE_TRANSACTIONS_TEXTS } from '@mercato/core/texts/catalogs/console/console-transactions';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { ConsoleOperator } from './console-auth.server.ts';
import { listLink, utcDateTime } from './console-format.ts';
import { consoleTexts } from './console-texts.ts';
import type { loadPerson, PersonActionData } from './person.server.ts';

const DONE_TEXTS = {
  approve: 'doneApprove',
  ban: 'doneBan',
  unban: 'doneUnban',
  'verify-email': 'doneVerifyEmail',
  permissions: 'donePermissions',
  data: 'doneMetadata',
  delete: 'doneDelete',
} as const;

const PERMISSIONS = ['postListings', 'initiateTransactions', 'read'] as const;
const SETTINGS = { default: 'settingDefault', allow: 'settingAllow', deny: 'settingDeny' } as const;
const STATE_LABELS = {
  active: 'stateActive',
  pendingApproval: 'statePendingApproval',
  banned: 'stateBanned',
} as const;

/** One change of the page: a small form posting its intent. */
function ChangeForm(props: { intent: string; children: ReactNode; className?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === props.intent;
  return (
    <Form method="post" className={props.className ?? 'console-action'} aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
    </Form>
  );
}

const json = (value: Record<string, unknown>) =>
  Object.keys(value).length > 0 ? JSON.stringify(value, null, 2) : '';

/** `/console/people/:id`: a person's account, the operator's changes to it, their data. */
export function PersonPage(props: {
  loaderData: Awaited<ReturnType<typeof loadPerson>>;
  actionData: PersonActionData | undefined;
}) {
  const t = consoleTexts(CONSOLE_PERSON_TEXTS);
  const states = consoleTexts(CONSOLE_PEOPLE_TEXTS);
  const { person } = props.loaderData;
  const result = props.actionData;
  const done =
    result?.done && result.done in DONE_TEXTS ? t(DONE_TEXTS[result.done as keyof typeof DONE_TEXTS]) : null;
  const frame = useRouteLoaderData<{ operator: ConsoleOperator }>('routes/console/layout');
  // Support operators read; only admins change a person (the admin API says the same).
  const admin = frame?.operator.role === 'admin';
  const live = !person.deleted;
  return (
    <>
      <p className="console-back">
        <Link to={`${CONSOLE_PATH}/people`}>{t('back')}</Link>
      </p>
      <section className="console-section" aria-labelledby="person-name">
        <h1 id="person-name">{person.name}</h1>
        <FormSuccess message={done} />
        <FormError message={result?.error ? t('failed', { reason: result.error }) : null} />
        {person.deleted ? <p className="console-notice-inline">{t('deletedNotice')}</p> : null}
        <dl className="console-facts">
          <dt>{t('email')}</dt>
          <dd>
            {person.email} ({person.emailVerified ? t('emailVerified') : t('emailUnverified')})
            {person.pendingEmail ? <div>{t('pendingEmail', { email: person.pendingEmail })}</div> : null}
          </dd>
          <dt>{t('state')}</dt>
          <dd>
            <span className={`console-state console-state--${person.state}`}>
              {states(STATE_LABELS[person.state])}
            </span>
          </dd>
          <dt>{t('type')}</dt>
          <dd>{person.userType ?? t('noType')}</dd>
          <dt>{t('joined')}</dt>
          <dd>
            <time dateTime={person.createdAt}>{utcDateTime(person.createdAt)}</time>
          </dd>
          <dt>{t('id')}</dt>
          <dd>
            <code>{person.id}</code>
          </dd>
        </dl>
      </section>

      {live ? (
        <section className="console-section" aria-labelledby="person-actions">
          <h2 id="person-actions">{t('actions')}</h2>
          <div className="console-actions">
            {admin && person.state === 'pendingApproval' ? (
              <ChangeForm intent="approve">
                <button type="submit" className="button">
                  {t('approve')}
                </button>
                <p className="field__hint">{t('approveHint')}</p>
              </ChangeForm>
            ) : null}
            {!admin ? null : person.state === 'banned' ? (
              <ChangeForm intent="unban">
                <button type="submit" className="button">
                  {t('unban')}
                </button>
              </ChangeForm>
            ) : (
              <ChangeForm intent="ban">
                <button type="submit" className="button button--danger">
                  {t('ban')}
                </button>
                <p className="field__hint">{t('banHint')}</p>
              </ChangeForm>
            )}
            {!admin || person.emailVerified ? null : (
              <ChangeForm intent="verify-email">
                <button type="submit" className="button button--secondary">
                  {t('verifyEmail')}
                </button>
              </ChangeForm>
            )}
            {person.state === 'banned' ? null : (
              <div className="console-action">
                {/* A document navigation: the login-as flow sets cookies and leaves the console. */}
                <a
                  className="button button--secondary"
                  href={listLink('/api/initiate-login-as', { user_id: person.id })}
                >
                  {t('loginAs')}
                </a>
                <p className="field__hint">{t('loginAsHint')}</p>
              </div>
            )}
          </div>
        </section>
      ) : null}

      {live && admin ? (
        <section className="console-section" aria-labelledby="person-permissions">
          <h2 id="person-permissions">{t('permissions')}</h2>
          <p className="console-lead">{t('permissionsHint')}</p>
          <ChangeForm intent="permissions" className="console-filters">
            {PERMISSIONS.map((permission) => (
              <div className="field" key={permission}>
                <label htmlFor={`permission-${permission}`}>{t(permission)}</label>
                <select
                  id={`permission-${permission}`}
                  name={permission}
                  defaultValue={person.permissions[permission]}
                >
                  {Object.entries(SETTINGS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {t(label)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div className="console-filters__actions">
              <button type="submit" className="button">
                {t('savePermissions')}
              </button>
            </div>
          </ChangeForm>
        </section>
      ) : null}

      <section className="console-section" aria-labelledby="person-data">
        <h2 id="person-data">{t('data')}</h2>
        <h3>{t('publicData')}</h3>
        <pre className="console-json">{json(person.publicData) || '{}'}</pre>
        {live && admin ? (
          // Keyed by what is saved: after any change the fields show the data as it now is.
          <ChangeForm
            intent="data"
            className="console-data-form"
            key={`${json(person.metadata)}|${json(person.protectedData)}`}
          >
            <p className="field__hint">{t('dataHint')}</p>
            {(['metadata', 'protectedData'] as const).map((name) => {
              const error = result?.fieldErrors[name];
              return (
                <div className="field" key={name}>
                  <label htmlFor={`data-${name}`}>{t(name)}</label>
                  <textarea
                    id={`data-${name}`}
                    name={name}
                    rows={6}
                    spellCheck={false}
                    defaultValue={result?.typed?.[name] ?? json(person[name])}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `data-${name}-error` : undefined}
                  />
                  <FieldError
                    id={`data-${name}-error`}
                    message={error ? t('notJson', { problem: error }) : undefined}
                  />
                </div>
              );
            })}
            <button type="submit" className="button">
              {t('saveData')}
            </button>
          </ChangeForm>
        ) : null}
      </section>

      <section className="console-section" aria-labelledby="person-related">
        <h2 id="person-related">{t('related')}</h2>
        <ul className="console-links">
          <li>
            <Link to={listLink(`${CONSOLE_PATH}/listings`, { authorId: person.id })}>
              {consoleTexts(CONSOLE_LISTINGS_TEXTS)('personListingsLink')}
            </Link>
          </li>
          <li>
            <Link to={listLink(`${CONSOLE_PATH}/transactions`, { partyId: person.id })}>
              {consoleTexts(CONSOLE_TRANSACTIONS_TEXTS)('personTransactionsLink')}
            </Link>
          </li>
          <li>
            <Link to={listLink(`${CONSOLE_PATH}/reviews`, { subjectId: person.id })}>
              {t('reviewsAbout')}
            </Link>
          </li>
          <li>
            <Link to={listLink(`${CONSOLE_PATH}/reviews`, { authorId: person.id })}>{t('reviewsBy')}</Link>
          </li>
          <li>
            <Link to={listLink(`${CONSOLE_PATH}/audit`, { subjectType: 'user', subjectId: person.id })}>
              {t('historyLink')}
            </Link>
          </li>
        </ul>
      </section>

      {live && admin ? (
        <section className="console-section" aria-labelledby="person-delete">
          <h2 id="person-delete">{t('deleteAccount')}</h2>
          <p className="console-lead">{t('deleteHint')}</p>
          <ChangeForm intent="delete">
            <div className="field field--checkbox">
              <input id="delete-confirm" type="checkbox" name="confirm" value="yes" required />
              <label htmlFor="delete-confirm">{t('deleteConfirm')}</label>
            </div>
            <button type="submit" className="button button--danger">
              {t('deleteAccount')}
            </button>
          </ChangeForm>
        </section>
      ) : null}
    </>
  );
}
