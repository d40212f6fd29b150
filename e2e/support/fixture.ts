import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MARKETPLACE_CONFIG } from '@mercato/core/config/default-config';
import {
  startTestIdentityProvider,
  type TestAccountClaims,
  type TestIdentityProvider,
} from '@mercato/test-support/oidc-provider';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningBrowser, watchConsole } from './browser.ts';
import { freePort, type RunningServer, startServer } from './server.ts';

/** What a suite's Mercato runs with; the default is the built server as `npm start` runs it. */
export interface MercatoOptions {
  /** Variables added to the server's environment, or overriding its defaults (`ROOT_URL`…). */
  env?: Record<string, string>;
  /** Marketplace configuration as code: these keys over the default, read from a file (`MARKETPLACE_CONFIG`). */
  marketplaceConfig?: Record<string, unknown>;
  /** A test OpenID Connect provider the server offers as `local` ("Log in with <label>"). */
  identityProvider?: { label: string };
  /** `false` for suites that only speak HTTP: no browser is launched. */
  browser?: boolean;
  /** The browser's time zone, when a suite needs another than `BROWSER_TIME_ZONE`. */
  browserTimeZone?: string;
}

/** The server of the suite. */
export interface MercatoServer {
  readonly baseUrl: string;
  /** The server's database (`file:<path>`), for command-line tools such as `npm run operator`. */
  readonly databaseUrl: string;
  /** Everything the server has written to stdout and stderr so far. */
  output(): string;
  /** The server process's resident memory now, in bytes. */
  residentMemoryBytes(): number;
}

/** The browser of the suite: one context, shared by its tests. */
export interface MercatoBrowser {
  readonly context: BrowserContext;
  /** A new tab, with the console errors and page errors it shows collected in `problems`. */
  newPage(): Promise<{ page: Page; problems: string[] }>;
}

/** The identity provider of the suite. */
export interface MercatoIdentityProvider {
  readonly issuer: string;
  /** Creates or replaces the account a login name signs in as at the provider. */
  setAccount(login: string, claims: TestAccountClaims): void;
}

/**
 * Starts a Mercato server (its own port and SQLite file), and a browser and an identity provider
 * when asked, before the tests of the enclosing `describe`, and stops them all after. The returned
 * objects are usable in tests and hooks; reading them outside those throws.
 */
export function useMercato(options: MercatoOptions = {}): {
  server: MercatoServer;
  browser: MercatoBrowser;
  idp: MercatoIdentityProvider;
} {
  let server: RunningServer | undefined;
  let browser: RunningBrowser | undefined;
  let idp: TestIdentityProvider | undefined;
  let configDir: string | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (options.marketplaceConfig) {
      configDir = mkdtempSync(join(tmpdir(), 'mercato-config-'));
      const file = join(configDir, 'config.json');
      writeFileSync(file, JSON.stringify({ ...DEFAULT_MARKETPLACE_CONFIG, ...options.marketplaceConfig }));
      env.MARKETPLACE_CONFIG = file;
    }
    // The provider must know the server's callback before the server knows the provider's issuer.
    const port = await freePort();
    if (options.identityProvider) {
      const client = {
        clientId: 'mercato-e2e',
        clientSecret: randomBytes(24).toString('base64url'),
        redirectUri: `http://127.0.0.1:${port}/api/auth/local/callback`,
      };
      idp = await startTestIdentityProvider([client]);
      Object.assign(env, {
        IDP_LOCAL_ISSUER: idp.issuer,
        IDP_LOCAL_CLIENT_ID: client.clientId,
        IDP_LOCAL_CLIENT_SECRET: client.clientSecret,
        IDP_LOCAL_LABEL: options.identityProvider.label,
      });
    }
    server = await startServer({ ...env, ...options.env }, port);
    if (options.browser !== false) {
      browser = await launchBrowser(options.browserTimeZone ? { timezoneId: options.browserTimeZone } : {});
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await idp?.close();
    if (configDir) rmSync(configDir, { recursive: true, force: true });
  });

  const started = <T>(what: string, value: T | undefined): T => {
    if (value === undefined)
      throw new Error(`the suite's ${what} is not running (read it inside a test or hook)`);
    return value;
  };
  return {
    server: {
      get baseUrl() {
        return started('server', server).baseUrl;
      },
      get databaseUrl() {
        return started('server', server).databaseUrl;
      },
      output: () => started('server', server).output(),
      residentMemoryBytes: () => started('server', server).residentMemoryBytes(),
    },
    browser: {
      get context() {
        return started('browser', browser).context;
      },
      async newPage() {
        const page = await started('browser', browser).context.newPage();
        return { page, problems: watchConsole(page) };
      },
    },
    idp: {
      get issuer() {
        return started('identity provider', idp).issuer;
      },
      setAccount: (login, claims) => started('identity provider', idp).setAccount(login, claims),
    },
  };
}
