import { describe, expect, it } from 'vitest';
import {
  LIMITED_SCOPE_REFUSED_ENDPOINTS,
  loginAsRefusal,
  OWNER_ONLY_ENDPOINTS,
} from '../src/features/auth/login-as-limits.ts';
import { ROUTE_CATALOGUE } from './support/route-catalogue.ts';

const user = { kind: 'user', userId: 'u', familyId: 'f', clientId: 'c' } as const;

describe('what a login as a user may not do', () => {
  it('names endpoints that exist (a renamed one would otherwise slip out of the limits)', () => {
    const routes = new Set(Object.keys(ROUTE_CATALOGUE).map((key) => key.replace(' /v1', ' ')));
    const missing = [...OWNER_ONLY_ENDPOINTS, ...LIMITED_SCOPE_REFUSED_ENDPOINTS].filter(
      (e) => !routes.has(e),
    );
    expect(missing).toEqual([]);
  });

  it('refuses the owner’s own acts to any login as, and the rest only to a limited one', () => {
    const loggedInAs = { ...user, scope: 'user', loginAsOperatorId: 'o' };
    const limited = { ...user, scope: 'user:limited', loginAsOperatorId: 'o' };
    expect(loginAsRefusal(loggedInAs, 'POST /api/current_user/change_password')?.code).toBe(
      'login-as-forbidden',
    );
    expect(loginAsRefusal(loggedInAs, 'POST /api/messages/send')).toBeNull();
    expect(loginAsRefusal(limited, 'POST /api/messages/send')?.code).toBe('login-as-forbidden');
    expect(loginAsRefusal(limited, 'GET /api/current_user/show')).toBeNull();
    // The user's own sessions are never limited.
    expect(loginAsRefusal({ ...user, scope: 'user' }, 'POST /api/current_user/change_password')).toBeNull();
    expect(
      loginAsRefusal({ ...user, scope: 'trusted:user' }, 'POST /api/transactions/transition'),
    ).toBeNull();
  });
});
