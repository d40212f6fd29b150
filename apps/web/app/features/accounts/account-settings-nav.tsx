import { ACCOUNT_SETTINGS_TEXTS } from '@mercato/core/texts/catalogs/accounts/account-settings';
import { NavLink } from 'react-router';
import { useTexts } from '../../lib/texts.ts';

// Payments (payout details) and payment methods join here when they land, shown per config (spec §2).
const ACCOUNT_TABS = [
  { to: '/account/contact-details', label: 'contactDetailsTab' },
  { to: '/account/change-password', label: 'passwordTab' },
] as const;

/** The tabs shared by the account settings pages (spec §2 account settings). */
export function AccountSettingsNav() {
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
