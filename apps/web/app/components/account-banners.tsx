import { Link, useLocation } from 'react-router';

interface BannerUser {
  email: string;
  emailVerified: boolean;
  pendingEmail: string | null;
  state: string;
}

/** Notices about the account itself: approval pending, email not yet verified (spec §8 banners). */
export function AccountBanners({ user }: { user: BannerUser }) {
  const { pathname } = useLocation();
  const onVerifyPage = pathname === '/verify-email';
  return (
    <>
      {user.state === 'pendingApproval' ? (
        <p className="banner banner--info" role="status" data-testid="pending-approval-banner">
          Your account is waiting for approval by the marketplace team. We will email you once you can start
          posting and booking.
        </p>
      ) : null}
      {!user.emailVerified && !onVerifyPage ? (
        <p className="banner banner--warning" role="status" data-testid="verify-email-banner">
          Please verify your email address: we sent a link to{' '}
          <strong>{user.pendingEmail ?? user.email}</strong>. <Link to="/verify-email">Didn't get it?</Link>
        </p>
      ) : null}
    </>
  );
}
