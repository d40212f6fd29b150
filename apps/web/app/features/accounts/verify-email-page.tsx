import { EMAIL_VERIFICATION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/email-verification-page';
import { Link } from 'react-router';
import { useMessageText, useTexts } from '../../lib/texts.ts';
import { ResendVerificationForm } from './resend-verification-form.tsx';
import type { EmailState, ResendResult, VerifyProblem } from './verification.ts';
import { verifyProblemText } from './verification.ts';

/** Email verification (spec §2 `/verify-email`): the link's outcome, or where the address stands. */
export function VerifyEmailPage(props: {
  loaderData: { state: EmailState; problem: VerifyProblem | null };
  actionData: ResendResult | undefined;
}) {
  const t = useTexts(EMAIL_VERIFICATION_PAGE_TEXTS);
  const wording = useMessageText();
  const { state, problem } = props.loaderData;
  const resend = <ResendVerificationForm result={props.actionData} />;

  if (problem) {
    return (
      <section className="notice recovery" aria-labelledby="verify-title">
        <h1 id="verify-title">{t('problemHeading')}</h1>
        <p role="alert">{wording(verifyProblemText(problem, t))}</p>
        <p>
          {t('askNewLinkTo')} <strong>{state.kind === 'pending' ? state.pendingEmail : state.email}</strong>.
        </p>
        {resend}
      </section>
    );
  }

  if (state.kind === 'verified') {
    return (
      <section className="notice recovery" aria-labelledby="verify-title">
        <div role="status">
          <h1 id="verify-title">{t('verifiedHeading')}</h1>
          <p>
            <strong>{state.email}</strong> {t('isConfirmed')}
          </p>
        </div>
        <p>
          <Link to="/" className="button">
            {t('goToMarketplace')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="notice recovery" aria-labelledby="verify-title">
      {state.kind === 'pending' ? (
        <>
          <h1 id="verify-title">{t('pendingHeading')}</h1>
          <p>
            {t('sentConfirmationTo')} <strong>{state.pendingEmail}</strong>. {t('pendingKeepsUsing')}{' '}
            <strong>{state.email}</strong>.
          </p>
        </>
      ) : (
        <>
          <h1 id="verify-title">{t('unverifiedHeading')}</h1>
          <p>
            {t('sentConfirmationTo')} <strong>{state.email}</strong>. {t('followToVerify')}
          </p>
        </>
      )}
      <p>{t('noEmail')}</p>
      {resend}
    </section>
  );
}
