import {
  type CurrentUserResource,
  CurrentUserResourceSchema,
  type UpdateProfileCommand,
} from '@mercato/core/contracts/current-user';
import type { SignupCommand } from '@mercato/core/validators/auth';
import type { ChangeEmailCommand } from '@mercato/core/validators/contact-details';
import type { PasswordChangeForm } from '@mercato/core/validators/password';
import type { ApiResponse, Query, Session } from '../session.ts';

type CurrentUserResponse = Promise<ApiResponse<CurrentUserResource>>;

/** The `currentUser` resource: signup, the logged-in user, and account self-service. */
export function currentUserResource(session: Session) {
  // Commands answer with only id and type unless expanded; the web app always wants the user back.
  const command = (path: string, body: unknown, query: Query = {}): CurrentUserResponse =>
    session.call('POST', `current_user/${path}`, CurrentUserResourceSchema, { expand: true, ...query }, body);
  return {
    /** `current_user/show`. */
    show: (query: Query = {}): CurrentUserResponse =>
      session.call('GET', 'current_user/show', CurrentUserResourceSchema, query),
    /** `current_user/create` (expanded, so the new user comes back whole). */
    create: (params: SignupCommand, query: Query = {}): CurrentUserResponse =>
      command('create', params, query),
    /** `current_user/create_with_idp`: an account from an identity provider's ID token. */
    createWithIdp: (
      params: Omit<SignupCommand, 'password'> & { idpId: string; idpClientId: string; idpToken: string },
      query: Query = {},
    ): CurrentUserResponse => command('create_with_idp', params, query),
    /** `current_user/update_profile`: names, bio, profile image, extended data (merged by key). */
    updateProfile: (params: UpdateProfileCommand, query: Query = {}): CurrentUserResponse =>
      command('update_profile', params, query),
    /** `current_user/change_email` (403 on a wrong current password). */
    changeEmail: (params: ChangeEmailCommand): CurrentUserResponse => command('change_email', params),
    /** `current_user/change_password` (403 on a wrong current password). */
    changePassword: (params: PasswordChangeForm): CurrentUserResponse => command('change_password', params),
    /** `current_user/send_verification_email`. */
    sendVerificationEmail: (): CurrentUserResponse => command('send_verification_email', {}),
    /** `current_user/verify_email`. */
    verifyEmail: (params: { verificationToken: string }): CurrentUserResponse =>
      command('verify_email', params),
    /** `current_user/delete`. */
    delete: (params: { currentPassword: string }): CurrentUserResponse => command('delete', params),
  };
}
