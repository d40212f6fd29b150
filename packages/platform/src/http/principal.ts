/** Who is calling, as established from the access token. */
export type Principal =
  | { kind: 'anonymous'; clientId: string; scope: 'public-read' }
  | {
      kind: 'user';
      userId: string;
      familyId: string;
      clientId: string;
      scope: string;
      /** Set when an operator is logged in as the user (ADR 019): the operator's id. */
      loginAsOperatorId?: string;
    };

/** The scopes a user token may carry. */
export const USER_SCOPES = ['user', 'user:limited', 'trusted:user'] as const;
