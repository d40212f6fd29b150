import { Link } from 'react-router';
import { FieldError } from '../../components/field-error.tsx';

/** The terms checkbox every new account accepts (signup and the identity-provider confirm form). */
export function TermsField({ error }: { error: string | undefined }) {
  return (
    <div className="field field--checkbox">
      <input id="terms" name="terms" type="checkbox" aria-invalid={error ? true : undefined} />
      <label htmlFor="terms">
        I accept the <Link to="/terms-of-service">terms of service</Link> and the{' '}
        <Link to="/privacy-policy">privacy policy</Link>
      </label>
      <FieldError id="terms-error" message={error} />
    </div>
  );
}
