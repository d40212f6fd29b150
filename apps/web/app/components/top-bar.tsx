import { Form, Link, useLocation } from 'react-router';
import type { ProfileImage } from '../lib/profile-image.ts';
import { UserAvatar } from './user-avatar.tsx';

interface TopBarUser {
  id: string;
  displayName: string;
  abbreviatedName: string;
  email: string;
  avatar: ProfileImage | null;
  /** Sales waiting for the user's answer (the inbox badge). */
  salesAttention?: number;
}

/** Logo, search, and either Log in / Sign up or the user's menu. */
export function TopBar({ marketplaceName, user }: { marketplaceName: string; user: TopBarUser | null }) {
  // On a search page the box shows the keywords searched.
  const location = useLocation();
  const onSearchPage = location.pathname === '/s' || location.pathname.startsWith('/s/');
  const keywords = onSearchPage ? (new URLSearchParams(location.search).get('keywords') ?? '') : '';
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__logo" aria-label={`${marketplaceName} home`}>
        <span aria-hidden="true" className="top-bar__mark">
          ◆
        </span>
        {marketplaceName}
      </Link>
      <Form method="get" action="/s" className="top-bar__search" role="search">
        <label htmlFor="top-search" className="visually-hidden">
          Search listings
        </label>
        <input
          key={keywords}
          id="top-search"
          name="keywords"
          type="search"
          placeholder="Search services…"
          maxLength={200}
          defaultValue={keywords}
        />
      </Form>
      <nav className="top-bar__nav" aria-label="Account">
        {user ? (
          <details className="user-menu">
            <summary aria-label={`Account menu for ${user.displayName}`}>
              <UserAvatar image={user.avatar} abbreviatedName={user.abbreviatedName} />
              <span className="user-menu__name">{user.displayName}</span>
              {user.salesAttention ? (
                <span className="top-bar__badge" data-testid="inbox-badge">
                  <span aria-hidden="true">{user.salesAttention}</span>
                  <span className="visually-hidden">{`${user.salesAttention} sales waiting for your answer`}</span>
                </span>
              ) : null}
            </summary>
            <div className="user-menu__panel">
              <p className="user-menu__email">{user.email}</p>
              <Link to="/inbox">Inbox{user.salesAttention ? ` (${user.salesAttention} waiting)` : ''}</Link>
              <Link to="/listings">Your listings</Link>
              <Link to={`/u/${user.id}`}>Your profile</Link>
              <Link to="/profile-settings">Profile settings</Link>
              <Link to="/account">Account settings</Link>
              <Form method="post" action="/logout">
                <button type="submit" className="link-button">
                  Log out
                </button>
              </Form>
            </div>
          </details>
        ) : (
          <>
            <Link to="/login" className="top-bar__link">
              Log in
            </Link>
            <Link to="/signup" className="button button--small">
              Sign up
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
