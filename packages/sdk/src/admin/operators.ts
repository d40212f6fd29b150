import {
  AuditEntryResourceSchema,
  LoginAsCodeResourceSchema,
  OperatorResourceSchema,
  OperatorSessionResourceSchema,
  TwoFactorSetupResourceSchema,
} from '@mercato/core/contracts/operator';
import { z } from 'zod';
import type { Query } from '../session.ts';
import type { AdminSession } from './session.ts';

/** The operator's own session: log in and out, who is logged in, a password from a link. */
export function operatorSessionResource(session: AdminSession) {
  return {
    /** `operator_sessions/create`: logs in and keeps the session token in the store. */
    logIn: async (body: { email: string; password: string; code?: string | undefined }) => {
      const res = await session.call(
        'POST',
        'operator_sessions/create',
        OperatorSessionResourceSchema,
        {},
        body,
      );
      session.tokenStore.set(res.data.attributes.token);
      return res;
    },
    /** `operator_sessions/delete`: ends the session (and forgets it even when it had ended already). */
    logOut: async () => {
      try {
        if (session.tokenStore.get())
          await session.call('POST', 'operator_sessions/delete', OperatorResourceSchema);
      } finally {
        session.tokenStore.clear();
      }
    },
    /** `current_operator/show`. */
    currentOperator: () => session.call('GET', 'current_operator/show', OperatorResourceSchema),
    /** `operator_passwords/set`: a first or new password through a one-time link's token. */
    setPassword: (body: { token: string; password: string }) =>
      session.call('POST', 'operator_passwords/set', OperatorResourceSchema, {}, body),
    /** `current_operator/start_two_factor`: a new two-factor key, answered once (secret and otpauth link). */
    startTwoFactor: () =>
      session.call('POST', 'current_operator/start_two_factor', TwoFactorSetupResourceSchema),
    /** `current_operator/confirm_two_factor`: a code of the new key turns two-factor codes on. */
    confirmTwoFactor: (code: string) =>
      session.call('POST', 'current_operator/confirm_two_factor', OperatorResourceSchema, {}, { code }),
    /** `current_operator/disable_two_factor`: a code of the key in force turns them off. */
    disableTwoFactor: (code: string) =>
      session.call('POST', 'current_operator/disable_two_factor', OperatorResourceSchema, {}, { code }),
    /** `login_as_codes/create`: a one-time code to log in as a user at the marketplace's login-as address. */
    createLoginAsCode: (body: {
      userId: string;
      clientId: string;
      redirectUri: string;
      codeChallenge: string;
      codeChallengeMethod: 'S256';
    }) => session.call('POST', 'login_as_codes/create', LoginAsCodeResourceSchema, {}, body),
  };
}

/** The audit log (admins). */
export function auditLogResource(session: AdminSession) {
  return {
    /** `audit_log/query`: newest first, by operator, action and subject. */
    query: (
      query: Query & {
        operatorId?: string;
        action?: string;
        subjectType?: string;
        subjectId?: string;
        page?: number;
        perPage?: number;
      },
    ) => session.call('GET', 'audit_log/query', z.array(AuditEntryResourceSchema), query),
  };
}
