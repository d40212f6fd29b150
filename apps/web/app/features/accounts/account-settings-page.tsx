import { ACCOUNT_SETTINGS_TEXTS } from '@mercato/core/texts/catalogs/accounts/account-settings';
import type { ReactNode } from 'react';
import { NavLink, useRouteLoaderData } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { useTexts } from '../../lib/texts.ts';
import type { RootData } from '../../root.tsx';

// Payment methods and payout details show as the user's type says (accountLinksVisibility).
const ACCOUNT_TABS = [
  { to: '/account/contact-details', label: 'contactDetailsTab', link: null },
  { to: '/account/change-password', label: 'passwordTab', link: null },
  { to: '/account/payments', label: 'payoutDetailsTab', link: 'payoutDetails' },
  { to: '/account/payment-methods', label: 'paymentMethodsTab', link: 'paymentMethods' },
] as const;

/** The tabs shared by the account settings pages (spec §2): those the user's type shows. */
function AccountSettingsNav() {
  const t = useTexts(ACCOUNT_SETTINGS_TEXTS);
  const links = useRouteLoaderData<RootData>('root')?.user?.accountLinks;
  const tabs = ACCOUNT_TABS.filter((tab) => tab.link === null || links?.[tab.link] !== false);
  return (
    <nav className="tabs" aria-label={t('tabsLabel')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="tabs__tab">
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * An account settings page (spec §2): the settings heading and tabs, the page's own heading, how
 * its last post went, then its content.
 */
export function AccountSettingsPage(props: {
  heading: string;
  formError: string | null | undefined;
  success: string | null;
  children: ReactNode;
}) {
  const t = useTexts(ACCOUNT_SETTINGS_TEXTS);
  return (
    <section className="account-page">
      <h1>{t('heading')}</h1>
      <AccountSettingsNav />
      <h2>{props.heading}</h2>
      <FormError message={props.formError} />
      <FormSuccess message={props.success} />
      {props.children}
    </section>
  );
}
