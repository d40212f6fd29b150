/** A review one party wrote of the other after a transaction (spec §3). */
export interface Review {
  id: string;
  transactionId: string;
  listingId: string;
  authorId: string;
  subjectId: string;
  type: 'ofProvider' | 'ofCustomer';
  state: 'pending' | 'public';
  rating: number;
  content: string;
  createdAt: Date;
  /**
   * Since when an operator hides it (issue #30): a hidden review is left out of every marketplace
   * read, yet still counts as its author's review of the transaction. Null while it shows.
   */
  hiddenAt: Date | null;
}
