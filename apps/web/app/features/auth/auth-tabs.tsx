import { Link } from 'react-router';

const TABS = [
  { tab: 'login', to: '/login', label: 'Log in' },
  { tab: 'signup', to: '/signup', label: 'Sign up' },
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
  return (
    <nav className="tabs" aria-label="Authentication">
      {TABS.map(({ tab, to, label }) => (
        <Link
          key={tab}
          to={`${to}${query}`}
          className="tabs__tab"
          aria-current={current === tab ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
      {current === 'confirm' ? (
        <span className="tabs__tab" aria-current="page">
          Confirm
        </span>
      ) : null}
    </nav>
  );
}
