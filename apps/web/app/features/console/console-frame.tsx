import { CONSOLE_SHELL_TEXTS } from '@mercato/core/texts/catalogs/console/console-shell';
import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { CONSOLE_PATH } from '../../lib/console-paths.ts';
import type { ConsoleOperator } from './console-auth.server.ts';
import { consoleTexts } from './console-texts.ts';

type SectionKey = 'dashboard' | 'people' | 'listings' | 'transactions' | 'reviews' | 'content' | 'audit';

/** The console's sections in its navigation, as they land; `admin` ones are hidden from support. */
const SECTIONS: readonly { key: SectionKey; path: string; admin?: boolean }[] = [
  { key: 'dashboard', path: CONSOLE_PATH },
  { key: 'people', path: `${CONSOLE_PATH}/people` },
  { key: 'listings', path: `${CONSOLE_PATH}/listings` },
  { key: 'transactions', path: `${CONSOLE_PATH}/transactions` },
  { key: 'reviews', path: `${CONSOLE_PATH}/reviews` },
  { key: 'content', path: `${CONSOLE_PATH}/content`, admin: true },
  { key: 'audit', path: `${CONSOLE_PATH}/audit`, admin: true },
];

/**
 * The console's frame around every page behind its login: who is logged in, the sections, logging
 * out. A plain form and links, so it works before (and without) the page's scripts.
 */
export function ConsoleFrame(props: {
  marketplaceName: string;
  operator: ConsoleOperator;
  children: ReactNode;
}) {
  const t = consoleTexts(CONSOLE_SHELL_TEXTS);
  const { operator } = props;
  return (
    <div className="console-frame">
      <a className="skip-link" href="#console-main">
        {t('skipToContent')}
      </a>
      <header className="console-header">
        <a className="console-header__brand" href={CONSOLE_PATH}>
          {t('brand', { marketplace: props.marketplaceName })}
        </a>
        <a className="console-header__site" href="/">
          {t('viewSite')}
        </a>
        <a className="console-header__operator" href={`${CONSOLE_PATH}/account`}>
          {t('signedInAs', {
            email: operator.email,
            role: t(operator.role === 'admin' ? 'roleAdmin' : 'roleSupport'),
          })}
        </a>
        <Form
          method="post"
          action={`${CONSOLE_PATH}/logout`}
          reloadDocument
          className="console-header__logout"
        >
          <button type="submit" className="button button--secondary">
            {t('logOut')}
          </button>
        </Form>
      </header>
      <div className="console-body">
        <nav className="console-nav" aria-label={t('navigation')}>
          <ul>
            {SECTIONS.filter((section) => !section.admin || operator.role === 'admin').map((section) => (
              <li key={section.key}>
                <NavLink to={section.path} end={section.path === CONSOLE_PATH}>
                  {t(section.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="console-main" className="console-main">
          {props.children}
        </main>
      </div>
    </div>
  );
}
