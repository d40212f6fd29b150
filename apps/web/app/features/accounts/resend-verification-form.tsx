import { EMAIL_VERIFICATION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/email-verification-page';
import { RESEND_VERIFICATION_FORM_TEXTS } from '@mercato/core/texts/catalogs/accounts/resend-verification-form';
import { useFetcher } from 'react-router';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useMessageText, useTexts } from '../../lib/texts.ts';
import { RESEND_VERIFICATION_INTENT, type ResendResult, resendResultText } from './verification.ts';

/**
 * "Send a new link" for email verification: posts to `/verify-email` and shows how it went.
 *
 * With JavaScript it is a fetcher, so it works from any page (the unverified-email banner) without
 * leaving it. Without JavaScript the browser posts the form and lands on `/verify-email`, whose
 * action result the page passes back in as `result`.
 */
export function ResendVerificationForm({
  result,
  label,
}: {
  /** The `/verify-email` action's answer when the page was rendered after a plain form post. */
  result?: ResendResult | null;
  label?: string;
}) {
  const t = useTexts(RESEND_VERIFICATION_FORM_TEXTS);
  const outcome = useTexts(EMAIL_VERIFICATION_PAGE_TEXTS);
  const wording = useMessageText();
  const fetcher = useFetcher<ResendResult>();
  const shown = fetcher.data ?? result ?? null;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action="/verify-email" className="resend-verification">
      <input type="hidden" name="intent" value={RESEND_VERIFICATION_INTENT} />
      <SubmitButton className="button" busy={busy}>
        {busy ? t('sending') : (label ?? t('submit'))}
      </SubmitButton>
      {/* Present from the start, so screen readers announce the text when it appears. */}
      <div role="status">
        {shown?.status === 'sent' ? (
          <p className="resend-verification__sent">{resendResultText(shown, 'verify-email', outcome)}</p>
        ) : null}
      </div>
      {shown?.status === 'failed' ? (
        <p className="form-error" role="alert">
          {wording(resendResultText(shown, 'verify-email', outcome))}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
