import { describe, expect, it } from 'vitest';
import { OperatorLoginSchema, TwoFactorCodeBodySchema } from './operator.ts';

describe('operator login', () => {
  const login = { email: 'ops@example.com', password: 'a password' };

  it('takes a two-factor code or none; an empty field counts as none', () => {
    expect(OperatorLoginSchema.parse(login)).toEqual(login);
    expect(OperatorLoginSchema.parse({ ...login, code: '' })).toEqual(login);
    expect(OperatorLoginSchema.parse({ ...login, code: ' 123 456 ' })).toEqual({ ...login, code: '123456' });
    expect(OperatorLoginSchema.safeParse({ ...login, code: '12a456' }).success).toBe(false);
    expect(OperatorLoginSchema.safeParse({ ...login, code: '1234567' }).success).toBe(false);
  });

  it('needs the code where a code is the point', () => {
    expect(TwoFactorCodeBodySchema.safeParse({ code: '' }).success).toBe(false);
    expect(TwoFactorCodeBodySchema.parse({ code: '654321' })).toEqual({ code: '654321' });
  });
});
