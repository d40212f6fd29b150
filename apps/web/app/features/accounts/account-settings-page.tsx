import { ACCOUNT_SETTINGS_TEXTS } from '@mercato/core/texts/catalogs/accounts/account-settings';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { FormSuccess } from '../../components/form-success.tsx';
import { useTexts } from '../../lib/texts.ts';

// Payments (payout details) and payment methods join here when they land, shown per config (spec §2).
const ACCOUNT_TABS = [
  { to: '/account/contact-details', label: 'contactDetailsTab' },
  { to: '/account/change-password', label: 'passwordTab' },
] as const;

/** The tabs shared by the account settings pages (spec §2 account settings). */
function AccountSettingsNav() {
  const t = useTexts(ACCOUNT_SETTINGS_TEXTS);
  return (
    <nav className="tabs" aria-label={t('tabsLabel')}>
      {ACCOUNT_TABS.map((tab) => (
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
