import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Form } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import type { IdentityProviderLink } from '../../lib/context.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { IdpButtons } from './idp-buttons.tsx';

/**
 * The frame the login and signup tabs share (spec §2 AuthenticationPage): tabs, heading, the form's
 * messages, "Log in with …" buttons, and a form that carries the return path, then the tab's inputs.
 */
export function AuthForm(props: {
  tab: 'login' | 'signup';
  title: string;
  /** What the tab's loader gave: the checked return path and the identity providers. */
  page: { from: string | null; providers: IdentityProviderLink[] };
  formError: string | null | undefined;
  /** A second message over the form, such as a failed identity-provider login. */
  notice?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Drops an input's message once it is corrected (`useFormValidation`). */
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const { from, providers } = props.page;
  const query = from ? `?from=${encodeURIComponent(from)}` : '';
  const [fromHash, setFromHash] = useState('');

  // The URL fragment never reaches the server; carry it in the form so the return trip keeps it.
  useEffect(() => {
    setFromHash(window.location.hash);
  }, []);

  return (
    <section className="auth">
      <AuthTabs current={props.tab} query={query} />
      <h1>{props.title}</h1>
      <FormError message={props.formError} />
      <FormError message={props.notice} />
      <IdpButtons providers={providers} from={from} />
      <Form method="post" noValidate onSubmit={props.onSubmit} onChange={props.onChange} className="form">
        <input type="hidden" name="from" value={from ?? ''} />
        <input type="hidden" name="fromHash" value={fromHash} />
        {props.children}
        <SubmitButton className="button button--wide" busy={props.submitting}>
          {props.submitLabel}
        </SubmitButton>
      </Form>
    </section>
  );
}
