// What other features read of messages (a transaction's document includes them); the repository
// stays private to messages.
export { findMessagesOfTransactions } from './messages.repository.ts';
