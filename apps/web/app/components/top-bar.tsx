import { TOP_BAR_TEXTS } from '@mercato/core/texts/catalogs/common/top-bar';
import { Form, Link, useLocation } from 'react-router';
import type { ProfileImage } from '../lib/profile-image.ts';
import { useTexts } from '../lib/texts.ts';
import { TopBarMenu } from './top-bar-menu.tsx';
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

/** Three short lines: the menu button's icon on phones. */
function MenuIcon() {
  return <span className="menu-icon" aria-hidden="true" />;
}

/**
 * Logo, search, and either Log in / Sign up or the user's menu. A phone gets one row of its own:
 * the logo, the search box folded to its icon until it has focus, and one menu button; Log in,
 * Sign up and Post a new listing move into a menu there.
 */
export function TopBar({ marketplaceName, user }: { marketplaceName: string; user: TopBarUser | null }) {
  const t = useTexts(TOP_BAR_TEXTS);
  // On a search page the box shows the keywords searched.
  const location = useLocation();
  const onSearchPage = location.pathname === '/s' || location.pathname.startsWith('/s/');
  const keywords = onSearchPage ? (new URLSearchParams(location.search).get('keywords') ?? '') : '';
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__logo" aria-label={t('logoLabel', { marketplaceName })}>
        <span aria-hidden="true" className="top-bar__mark">
          ◆
        </span>
        <span className="top-bar__name">{marketplaceName}</span>
      </Link>
      <Form method="get" action="/s" className="top-bar__search" role="search">
        <label htmlFor="top-search" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input
          key={keywords}
          id="top-search"
          name="keywords"
          type="search"
          placeholder={t('searchPlaceholder')}
          maxLength={200}
          defaultValue={keywords}
        />
        <span className="top-bar__search-icon" aria-hidden="true" />
      </Form>
      <nav className="top-bar__nav" aria-label={t('navLabel')}>
        {/* Everyone may post: a visitor signs up on the way and comes back to the editor. */}
        <Link to="/l/new" className="top-bar__link top-bar__post" data-testid="post-listing">
          {t('postListing')}
        </Link>
        {user ? (
          <TopBarMenu
            className="user-menu top-bar__menu"
            label={t('menuLabel', { displayName: user.displayName })}
            button={
              <>
                <MenuIcon />
                <UserAvatar image={user.avatar} abbreviatedName={user.abbreviatedName} />
                <span className="user-menu__name">{user.displayName}</span>
                {user.salesAttention ? (
                  <span className="top-bar__badge" data-testid="inbox-badge">
                    <span aria-hidden="true">{user.salesAttention}</span>
                    <span className="visually-hidden">
                      {t('salesWaiting', { count: user.salesAttention })}
                    </span>
                  </span>
                ) : null}
              </>
            }
          >
            <p className="user-menu__email">{user.email}</p>
            <Link to="/inbox">
              {user.salesAttention ? t('inboxWaiting', { count: user.salesAttention }) : t('inbox')}
            </Link>
            <Link to="/l/new">{t('postListing')}</Link>
            <Link to="/listings">{t('listings')}</Link>
            <Link to={`/u/${user.id}`}>{t('profile')}</Link>
            <Link to="/profile-settings">{t('profileSettings')}</Link>
            <Link to="/account">{t('accountSettings')}</Link>
            <Form method="post" action="/logout">
              <button type="submit" className="link-button">
                {t('logOut')}
              </button>
            </Form>
          </TopBarMenu>
        ) : (
          <>
            <Link to="/login" className="top-bar__link top-bar__wide">
              {t('logIn')}
            </Link>
            <Link to="/signup" className="button button--small top-bar__wide">
              {t('signUp')}
            </Link>
            <TopBarMenu
              className="user-menu top-bar__menu top-bar__narrow"
              label={t('menu')}
              button={<MenuIcon />}
            >
              <Link to="/signup" className="button">
                {t('signUp')}
              </Link>
              <Link to="/login">{t('logIn')}</Link>
              <Link to="/l/new">{t('postListing')}</Link>
            </TopBarMenu>
          </>
        )}
      </nav>
    </header>
  );
}
