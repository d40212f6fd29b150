/** A message between the parties of a transaction (spec §3). */
export interface Message {
  id: string;
  transactionId: string;
  senderId: string;
  content: string;
  createdAt: Date;
  /** Files attached to it (`publicFileAttachments`), in order; read with the message when asked. */
  fileAttachmentIds?: string[];
}
