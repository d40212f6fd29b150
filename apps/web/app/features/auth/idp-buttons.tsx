import { AUTHENTICATION_PAGE_TEXTS } from '@mercato/core/texts/catalogs/accounts/authentication-page';
import type { IdentityProviderLink } from '../../lib/context.ts';
import { useTexts } from '../../lib/texts.ts';

/**
 * "Log in with …" links, one per configured identity provider, and the "or" before the form. Plain
 * links, not client-side navigation: the server answers with a redirect to the provider.
 */
export function IdpButtons({ providers, from }: { providers: IdentityProviderLink[]; from?: string | null }) {
  const t = useTexts(AUTHENTICATION_PAGE_TEXTS);
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
            {t('logInWith', { provider: provider.label })}
          </a>
        ))}
      </div>
      <p className="divider">{t('or')}</p>
    </>
  );
}
