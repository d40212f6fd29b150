import type { IdentityProviderLink } from '../../lib/context.ts';

/**
 * "Log in with …" links, one per configured identity provider, and the "or" before the form. Plain
 * links, not client-side navigation: the server answers with a redirect to the provider.
 */
export function IdpButtons({ providers, from }: { providers: IdentityProviderLink[]; from?: string | null }) {
  if (providers.length === 0) return null;
  const query = from && from !== '/' ? `?from=${encodeURIComponent(from)}` : '';
  return (
    <>
      <div className="idp-buttons">
        {providers.map((provider) => (
          <a
            key={provider.id}
            href={`/api/auth/${encodeURIComponent(provider.id)}${query}`}
            className="button button--wide"
            rel="nofollow"
          >
            Log in with {provider.label}
          </a>
        ))}
      </div>
      <p className="divider">or</p>
    </>
  );
}
