import { ACCOUNT_BANNERS_TEXTS } from '@mercato/core/texts/catalogs/common/account-banners';
import { Form, Link, useLocation } from 'react-router';
import { useTexts } from '../lib/texts.ts';

interface BannerUser {
  displayName: string;
  /** An operator is logged in as this user (from the console): said on every page, with an end. */
  loggedInAs: boolean;
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
  state: string;
}

/**
 * Notices about the account itself: an operator logged in as the user, approval pending, email not
 * yet verified (spec §8 banners).
 */
export function AccountBanners({ user }: { user: BannerUser }) {
  const t = useTexts(ACCOUNT_BANNERS_TEXTS);
  const { pathname } = useLocation();
  const onVerifyPage = pathname === '/verify-email';
  return (
    <>
      {user.loggedInAs ? (
        <div className="banner banner--login-as" role="status" data-testid="login-as-banner">
          {t('loggedInAs', { name: user.displayName })}{' '}
          <Form method="post" action="/logout" reloadDocument className="banner__form">
            <button type="submit" className="button button--small">
              {t('endLoginAs')}
            </button>
          </Form>
        </div>
      ) : null}
      {user.state === 'pendingApproval' ? (
        <p className="banner banner--info" role="status" data-testid="pending-approval-banner">
          {t('pendingApproval')}
        </p>
      ) : null}
      {!user.emailVerified && !onVerifyPage ? (
        <p className="banner banner--warning" role="status" data-testid="verify-email-banner">
          {t('verifyEmail')} <strong>{user.pendingEmail ?? user.email}</strong>.{' '}
          <Link to="/verify-email">{t('verifyEmailLink')}</Link>
        </p>
      ) : null}
    </>
  );
}
