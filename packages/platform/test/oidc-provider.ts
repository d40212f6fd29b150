// The test provider lives in @mercato/test-support; test/support/fixtures.ts still imports it from
// here. Import '@mercato/test-support/oidc-provider' instead, and delete this file once nothing does.
export {
  startTestIdentityProvider,
  TEST_REDIRECT_URI,
  type TestAccountClaims,
  type TestClient,
  type TestIdentityProvider,
} from '@mercato/test-support/oidc-provider';
