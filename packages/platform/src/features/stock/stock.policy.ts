/** Whether a user may see and manage a listing's stock: only its author's, and not once deleted. */
export function isOwnLiveListing(
  listing: { authorId: string; deleted: boolean } | undefined,
  userId: string,
): boolean {
  return listing !== undefined && !listing.deleted && listing.authorId === userId;
}
