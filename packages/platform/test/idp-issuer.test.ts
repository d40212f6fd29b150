import { describe, expect, it } from 'vitest';
import { createIdTokenVerifier, isAcceptableIssuer } from '../src/features/idp/id-token.service.ts';

const provider = (issuer: string) => ({
  id: 'corp',
  label: 'Corp',
  issuer,
  clientId: 'client',
  clientSecret: 'secret',
});

describe('identity-provider issuers', () => {
  it('accepts HTTPS issuers, and plain HTTP only on this machine', () => {
    expect(isAcceptableIssuer('https://accounts.example.com')).toBe(true);
    expect(isAcceptableIssuer('http://127.0.0.1:4000')).toBe(true);
    expect(isAcceptableIssuer('http://localhost:4000/realms/x')).toBe(true);
    expect(isAcceptableIssuer('http://[::1]:4000')).toBe(true);
    expect(isAcceptableIssuer('http://accounts.example.com')).toBe(false);
    expect(isAcceptableIssuer('ftp://accounts.example.com')).toBe(false);
  });

  it('refuses to start with a provider whose ID tokens would travel unencrypted', () => {
    const clock = () => new Date();
    expect(() => createIdTokenVerifier({ providers: [provider('http://sso.example.com')], clock })).toThrow(
      'IDP_CORP_ISSUER must be an https:// URL',
    );
    expect(() =>
      createIdTokenVerifier({ providers: [provider('https://sso.example.com')], clock }),
    ).not.toThrow();
  });

  it('fetches nothing until a token is checked, and refuses unknown providers without fetching', async () => {
    const verifier = createIdTokenVerifier({
      providers: [provider('https://sso.invalid')],
      clock: () => new Date(),
    });
    await expect(
      verifier.verify({ idpId: 'other', idpClientId: 'client', idpToken: 'x' }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'auth-invalid-credentials',
    });
    await expect(
      verifier.verify({ idpId: 'corp', idpClientId: 'nope', idpToken: 'x' }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });
});
