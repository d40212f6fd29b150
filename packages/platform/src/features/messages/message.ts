/** A message between the parties of a transaction (spec §3). */
export interface Message {
  id: string;
  transactionId: string;
  senderId: string;
  content: string;
  createdAt: Date;
}
