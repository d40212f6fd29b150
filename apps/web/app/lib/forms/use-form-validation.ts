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
 * `check` may be null while it loads (see `useLoadedCheck`): until then the form posts unchecked.
 *
 * `errors` are the action's `serverErrors` overlaid with the browser's own, which win on an input
 * they both name. `onChange` (on the form) drops an input's message once its new value passes;
 * `clearError` drops the browser's message of one input, for inputs that clear it themselves.
 */
export function useFormValidation(
  check: ((form: FormData) => FormCheck) | null,
  serverErrors: FieldErrors = {},
) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // Inputs corrected since the action answered: its messages about them are no longer true.
  const [corrected, setCorrected] = useState<{ of: FieldErrors; names: ReadonlySet<string> }>({
    of: serverErrors,
    names: new Set(),
  });
  const correctedNames = corrected.of === serverErrors ? corrected.names : new Set<string>();

  /**
   * An input changed: its message goes as soon as the value passes (a message that stays after the
   * field was filled in tells the user something false); other inputs keep theirs until submit.
   */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string' || !name) return;
    if (!clientErrors[name] && (!serverErrors[name] || correctedNames.has(name))) return;
    if (!check) return;
    const result = check(new FormData(event.currentTarget));
    if (!result.ok && result.errors[name]) return;
    clearError(name);
    setCorrected({ of: serverErrors, names: new Set([...correctedNames, name]) });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Checks not loaded yet: the post goes as it is, and the action answers with the same messages.
    if (!check) return;
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

  const shownServerErrors = Object.fromEntries(
    Object.entries(serverErrors).filter(([name]) => !correctedNames.has(name)),
  );
  return {
    errors: { ...shownServerErrors, ...clientErrors },
    onSubmit,
    onChange,
    clearError,
    clearErrors: () => setClientErrors({}),
    submitting: navigation.state === 'submitting',
  };
}
