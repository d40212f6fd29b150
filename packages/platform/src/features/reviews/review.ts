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
}
