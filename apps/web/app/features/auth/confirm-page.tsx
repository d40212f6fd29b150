import { CONFIRM_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/confirm-page';
import { NAME_MAX_LENGTH } from '@mercato/core/validators/auth';
import { Form } from 'react-router';
import { EmailField } from '../../components/email-field.tsx';
import { FormError } from '../../components/form-error.tsx';
import { NameFields } from '../../components/name-fields.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useFormValidation } from '../../lib/forms/use-form-validation.ts';
import { useTexts } from '../../lib/texts.ts';
import { AuthTabs } from './auth-tabs.tsx';
import type { ConfirmActionData, loadConfirm } from './confirm.server.ts';
import { type ConfirmValues, confirmForm } from './confirm-form.ts';
import { TermsField } from './terms-field.tsx';

/** The confirm tab of the authentication screen (spec §2): finish signing up after an identity provider. */
export function ConfirmPage(props: {
  loaderData: ReturnType<typeof loadConfirm>;
  actionData: ConfirmActionData | undefined;
}) {
  const { loaderData, actionData } = props;
  const t = useTexts(CONFIRM_PAGE_TEXTS);
  const { errors, onChange, onSubmit, submitting } = useFormValidation(confirmForm, actionData?.errors);
  const values: ConfirmValues = actionData?.values ?? {
    firstName: loaderData.firstName,
    lastName: loaderData.lastName,
    email: loaderData.email,
  };
  const who = loaderData.name || loaderData.email;

  return (
    <section className="auth">
      <AuthTabs current="confirm" />
      <h1>{t('heading')}</h1>
      <p>
        {t('loggedInWith', { provider: loaderData.providerLabel })}
        {who ? (
          <>
            {' '}
            {t('as')} <strong>{who}</strong>
            {loaderData.name && loaderData.email ? ` (${loaderData.email})` : null}
          </>
        ) : null}
        . {t('checkDetails')}
      </p>
      <FormError message={actionData?.formError} />
      <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="form">
        <NameFields
          values={{ firstName: values.firstName ?? '', lastName: values.lastName ?? '' }}
          errors={errors}
        />
        <EmailField defaultValue={values.email ?? ''} error={errors.email} />
        <TextField
          name="displayName"
          label={t('displayName')}
          autoComplete="nickname"
          defaultValue={values.displayName ?? ''}
          error={errors.displayName}
          maxLength={NAME_MAX_LENGTH}
          required={false}
        />
        <TermsField error={errors.terms} />
        <SubmitButton className="button button--wide" busy={submitting}>
          {t('submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
