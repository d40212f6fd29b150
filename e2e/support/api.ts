/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'mercato-demo';

/** A password grant at the platform's own token endpoint over HTTP, as any API client asks for one. */
export function requestToken(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Response> {
  return fetch(`${baseUrl}/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'mercato-web',
      grant_type: 'password',
      username: email,
      password,
    }),
  });
}

/**
 * An access token of a user, from the platform's own token endpoint over HTTP — what any API
 * client does; e2e tests reach the platform no other way.
 */
export async function accessTokenOf(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await requestToken(baseUrl, email, password);
  if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A resource of an API answer, as journeys read it. */
export interface ApiResource {
  id: string;
  attributes: Record<string, unknown>;
}

/** The `data` of a Marketplace API read (`path` under /v1/api/) as a demo user. */
export async function apiGet(baseUrl: string, email: string, path: string): Promise<ApiResource[]> {
  const token = await accessTokenOf(baseUrl, email);
  const res = await fetch(`${baseUrl}/v1/api/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  return ((await res.json()) as { data: ApiResource[] }).data;
}
