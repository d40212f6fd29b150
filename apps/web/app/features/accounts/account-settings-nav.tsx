import { NavLink } from 'react-router';

// Payments (payout details) and payment methods join here when they land, shown per config (spec §2).
const ACCOUNT_TABS = [
  { to: '/account/contact-details', label: 'Contact details' },
  { to: '/account/change-password', label: 'Password' },
] as const;

/** The tabs shared by the account settings pages (spec §2 account settings). */
export function AccountSettingsNav() {
  return (
    <nav className="tabs" aria-label="Account settings">
      {ACCOUNT_TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className="tabs__tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
