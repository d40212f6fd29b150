import { AUTHENTICATION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/authentication-page';
import { Link } from 'react-router';
import { useTexts } from '../../lib/texts.ts';

const TABS = [
  { tab: 'login', to: '/login', label: 'loginTab' },
  { tab: 'signup', to: '/signup', label: 'signupTab' },
] as const;

/**
 * The tabs of the authentication screen (spec §2). `query` carries the return path between login
 * and signup; the confirm tab exists only while finishing an identity-provider signup.
 */
export function AuthTabs({
  current,
  query = '',
}: {
  current: 'login' | 'signup' | 'confirm';
  query?: string;
}) {
  const t = useTexts(AUTHENTICATION_PAGE_TEXTS);
  return (
    <nav className="tabs" aria-label={t('tabsLabel')}>
      {TABS.map(({ tab, to, label }) => (
        <Link
          key={tab}
          to={`${to}${query}`}
          className="tabs__tab"
          aria-current={current === tab ? 'page' : undefined}
        >
          {t(label)}
        </Link>
      ))}
      {current === 'confirm' ? (
        <span className="tabs__tab" aria-current="page">
          {t('confirmTab')}
        </span>
      ) : null}
    </nav>
  );
}
