import { TRANSACTION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/transactions/transaction-page';
import { useEffect, useState } from 'react';
import { loadStripeJs } from '../../lib/stripe-js.ts';
import { useTexts } from '../../lib/texts.ts';
import type { StripeAuthentication } from './payment-confirmation.server.ts';

/**
 * The bank's 3-D Secure check of the order's payment, run by Stripe.js on the order page: once the
 * customer passed it, the page goes to its return address, which confirms the payment; a failed
 * check says why and can be tried again.
 */
export function StripeAuthenticationStep({ authentication }: { authentication: StripeAuthentication }) {
  const t = useTexts(TRANSACTION_PAGE_TEXTS);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt runs the check once.
  useEffect(() => {
    let cancelled = false;
    setFailure(null);
    loadStripeJs()
      .then((Stripe) =>
        Stripe(authentication.publishableKey).handleNextAction({ clientSecret: authentication.clientSecret }),
      )
      .then(
        (result) => {
          if (cancelled) return;
          if (result.error) setFailure(result.error.message ?? '');
          else window.location.assign(authentication.returnPath);
        },
        (error: Error) => !cancelled && setFailure(error.message),
      );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return (
    <div className="transaction-page__actions" role="status">
      {failure === null ? (
        <p>{t('authenticating')}</p>
      ) : (
        <>
          <p className="form-error">{t('authenticationFailed', { reason: failure })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('authenticateAgain')}
          </button>
        </>
      )}
    </div>
  );
}
