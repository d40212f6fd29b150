// What other features read and write of users and their identities: the users feature's public
// data surface (its repositories stay private to it). Each function takes the database or the
// caller's transaction, so a write joins the transaction it belongs to.

export type { Identity } from './identities.repository.ts';
export {
  deleteIdentitiesOfUser,
  findIdentitiesOfUser,
  findIdentity,
  findIdentityOfUser,
  insertIdentity,
} from './identities.repository.ts';
export type { NewUser, UserUpdate } from './users.repository.ts';
export {
  bannedUserIdsQuery,
  countUsers,
  findBannedUserIds,
  findPublicProfilesByIds,
  findUserByEmail,
  findUserById,
  findUsersByIds,
  insertUser,
  updateUser,
} from './users.repository.ts';
