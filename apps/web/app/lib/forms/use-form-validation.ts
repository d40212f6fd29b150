import { type FormEvent, useState } from 'react';
import { useNavigation } from 'react-router';
import type { FieldErrors } from './validate-form.ts';

/** What a form check says: fine, or the first message per input. */
export type FormCheck = { ok: true } | { ok: false; errors: FieldErrors };

/**
 * Validate-on-submit for a server-rendered form. `check` is the parser its action runs too (built on
 * the core schema), so the browser stops a post the server would refuse and shows the same messages;
 * without scripts the form simply posts and the action answers with them.
 *
 * `errors` are the action's `serverErrors` overlaid with the browser's own, which win on an input
 * they both name. `clearError` drops the browser's message of one input, for inputs that clear
 * their error as the user types.
 */
export function useFormValidation(check: (form: FormData) => FormCheck, serverErrors: FieldErrors = {}) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = check(new FormData(event.currentTarget));
    if (result.ok) {
      setClientErrors({});
    } else {
      event.preventDefault();
      setClientErrors(result.errors);
    }
  }

  function clearError(name: string) {
    setClientErrors((errors) => {
      if (!errors[name]) return errors;
      const { [name]: _cleared, ...rest } = errors;
      return rest;
    });
  }

  return {
    errors: { ...serverErrors, ...clientErrors },
    onSubmit,
    clearError,
    clearErrors: () => setClientErrors({}),
    submitting: navigation.state === 'submitting',
  };
}
