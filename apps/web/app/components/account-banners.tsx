import { ACCOUNT_BANNERS_TEXTS } from '@mercato/core/texts/catalogs/common/account-banners';
import { Link, useLocation } from 'react-router';
import { useTexts } from '../lib/texts.ts';

interface BannerUser {
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
  state: string;
}

/** Notices about the account itself: approval pending, email not yet verified (spec §8 banners). */
export function AccountBanners({ user }: { user: BannerUser }) {
  const t = useTexts(ACCOUNT_BANNERS_TEXTS);
  const { pathname } = useLocation();
  const onVerifyPage = pathname === '/verify-email';
  return (
    <>
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
