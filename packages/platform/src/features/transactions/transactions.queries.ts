// What other features read of transactions: one transaction (a message's email) and the payment
// journal's entries (the `/_payments` page, the console's transaction page). The repositories stay
// private to transactions.

export type { PaymentJournalEntry } from './payment-journal.repository.ts';
export { findJournalEntries, findJournalEntriesOfTransaction } from './payment-journal.repository.ts';
export { findTransactionById } from './transactions.repository.ts';
