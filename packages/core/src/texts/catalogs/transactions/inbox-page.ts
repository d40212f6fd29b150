import { defineTexts } from '../../ui-texts.ts';

/** The inbox (InboxPage): orders and sales tabs. */
export const INBOX_PAGE_TEXTS = defineTexts('InboxPage', {
  title: 'Inbox',
  tabsLabel: 'Inbox tabs',
  ordersTab: 'Orders',
  salesTab: 'Sales',
  noOrders: 'You have not booked anything yet. Your bookings and their messages will appear here.',
  noSales: 'Nobody has booked your services yet. Requests from customers will appear here.',
  deletedListing: 'Deleted listing',
  customerFallback: 'The customer',
  providerFallback: 'The provider',
  yourMessage: 'You: {text}',
  needsYou: 'Needs your action',
  newMessage: 'New message',
  listLabel: '{tab, select, orders {Your orders} other {Your sales}}',
});
