import { CONSOLE_ACCOUNT_TEXTS } from '@mercato/core/texts/catalogs/console/console-account';
import { Form } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { ConsoleAccountActionData, loadConsoleAccount } from './console-account.server.ts';
import { consoleTexts } from './console-texts.ts';

/** `/console/account`: the operator's own account, and turning two-factor codes on or off. */
export function ConsoleAccountPage(props: {
  loaderData: Awaited<ReturnType<typeof loadConsoleAccount>>;
  actionData: ConsoleAccountActionData | undefined;
}) {
  const t = consoleTexts(CONSOLE_ACCOUNT_TEXTS);
  const { email, role, twoFactor } = props.loaderData;
  const result = props.actionData;
  const setup = result?.setup ?? null;
  return (
    <section className="console-section">
      <h1>{t('heading')}</h1>
      <dl className="console-facts">
        <dt>{t('email')}</dt>
        <dd>{email}</dd>
        <dt>{t('role')}</dt>
        <dd>{role}</dd>
        <dt>{t('twoFactor')}</dt>
        <dd>{twoFactor ? t('twoFactorOn') : t('twoFactorOff')}</dd>
      </dl>
      <FormSuccess message={result?.done ? t(result.done) : null} />
      <FormError message={result?.error ? t('failed', { reason: result.error }) : null} />
      {twoFactor ? (
        <Form method="post" className="console-filters">
          <input type="hidden" name="intent" value="disable" />
          <TextField
            name="code"
            label={t('code')}
            hint={t('turnOffHint')}
            autoComplete="one-time-code"
            maxLength={9}
            error={undefined}
          />
          <div className="console-filters__actions">
            <button type="submit" className="button button--danger">
              {t('turnOff')}
            </button>
          </div>
        </Form>
      ) : setup ? (
        <Form method="post" className="console-two-factor">
          <p>{t('setupHint')}</p>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="secret" value={setup.secret} />
          <input type="hidden" name="uri" value={setup.uri} />
          <dl className="console-facts">
            <dt>{t('key')}</dt>
            <dd>
              <code data-testid="two-factor-key">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </dd>
            <dt>{t('link')}</dt>
            <dd>
              <a href={setup.uri}>{setup.uri.split('?')[0]}</a>
            </dd>
          </dl>
          <TextField
            name="code"
            label={t('code')}
            autoComplete="one-time-code"
            maxLength={9}
            error={undefined}
          />
          <button type="submit" className="button">
            {t('confirm')}
          </button>
        </Form>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className="button">
            {t('turnOn')}
          </button>
        </Form>
      )}
      <p className="field__hint">{t('lostPhone')}</p>
    </section>
  );
}
