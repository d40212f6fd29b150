import { AUTHENTICATION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/authentication-page';
import { Link } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';
import { useTexts } from '../../lib/texts.ts';

/** The terms checkbox every new account accepts (signup and the identity-provider confirm form). */
export function TermsField({ error }: { error: string | undefined }) {
  const t = useTexts(AUTHENTICATION_PAGE_TEXTS);
  return (
    <div className="field field--checkbox">
      <input id="terms" name="terms" type="checkbox" aria-invalid={error ? true : undefined} />
      <label htmlFor="terms">
        {t('acceptTerms')} <Link to="/terms-of-service">{t('termsOfService')}</Link> {t('and')}{' '}
        <Link to="/privacy-policy">{t('privacyPolicy')}</Link>
      </label>
      <FieldError id="terms-error" message={error} />
    </div>
  );
}
