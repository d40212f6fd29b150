import { AppError } from '../../errors/app-error.ts';

/** 409 `email-taken` on the `email` parameter: another account uses the address. */
export function emailTaken(): AppError {
  return new AppError('email-taken', 'Email is already taken', { source: { path: ['email'], type: 'body' } });
}
