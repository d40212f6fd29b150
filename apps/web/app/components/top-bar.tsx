import { Form, Link } from 'react-router';
import type { ProfileImage } from '../lib/profile-image.ts';
import { UserAvatar } from './user-avatar.tsx';

interface TopBarUser {
  id: string;
  displayName: string;
  abbreviatedName: string;
  email: string;
  avatar: ProfileImage | null;
}

/** Logo, search, and either Log in / Sign up or the user's menu. */
export function TopBar({ marketplaceName, user }: { marketplaceName: string; user: TopBarUser | null }) {
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
        <input id="top-search" name="keywords" type="search" placeholder="Search services…" maxLength={200} />
      </Form>
      <nav className="top-bar__nav" aria-label="Account">
        {user ? (
          <details className="user-menu">
            <summary aria-label={`Account menu for ${user.displayName}`}>
              <UserAvatar image={user.avatar} abbreviatedName={user.abbreviatedName} />
              <span className="user-menu__name">{user.displayName}</span>
            </summary>
            <div className="user-menu__panel">
              <p className="user-menu__email">{user.email}</p>
              <Link to="/inbox">Inbox</Link>
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
