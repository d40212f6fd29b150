import { describe, expect, it } from 'vitest';
import { serverRoleOf } from './role.ts';

describe('serverRoleOf', () => {
  it('takes the command line over ROLE', () => {
    expect(serverRoleOf(['--role', 'worker'], 'all')).toBe('worker');
    expect(serverRoleOf(['--role=web'], 'worker')).toBe('web');
    expect(serverRoleOf(['--other', 'x', '--role', 'all'], 'web')).toBe('all');
  });

  it('falls back to ROLE', () => {
    expect(serverRoleOf([], 'all')).toBe('all');
    expect(serverRoleOf(['--verbose'], 'web')).toBe('web');
  });

  it('refuses an unknown or missing role, naming the choices', () => {
    expect(() => serverRoleOf(['--role', 'api'], 'all')).toThrow(/all, web, worker, setup.*"api"/);
    expect(() => serverRoleOf(['--role'], 'all')).toThrow(/--role must be one of/);
  });
});
