/** Inbox tabs (spec §2): orders when the user is the customer, sales when the provider. */
export const INBOX_TABS = ['orders', 'sales'] as const;
/** One inbox tab. */
export type InboxTab = (typeof INBOX_TABS)[number];

/** Whether a path segment names an inbox tab. */
export function isInboxTab(tab: string | undefined): tab is InboxTab {
  return (INBOX_TABS as readonly string[]).includes(tab ?? '');
}
