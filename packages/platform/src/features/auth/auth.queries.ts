// What other features change of login sessions (a password change, an account's deletion); the
// token repository stays private to auth. Takes the caller's transaction when it writes in one.
export { revokeUserSessions } from './token.repository.ts';
