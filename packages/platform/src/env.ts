import { z } from 'zod';

const DEV_CLIENT_SECRET = 'dev-only-client-secret-change-me';
const DEV_TOKEN_SECRET = 'dev-only-token-secret-change-me-please';

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Environment of the platform, checked once at boot (see `.env.example`). */
export const PlatformEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    ROOT_URL: z.url().default('http://localhost:3000'),
    DATABASE_URL: z
      .string()
      .default('file:./data/mercato.db')
      .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
        message: 'must be file:<path> (SQLite) or postgres://… (PostgreSQL)',
      }),
    MARKETPLACE_NAME: z.string().trim().min(1).max(100).default('Mercato Demo'),
    CLIENT_ID: z.string().min(1).max(100).default('mercato-web'),
    CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(180),
    SEED_DEMO_DATA: booleanString.default(true),
    RATE_LIMIT_ENABLED: booleanString.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanString.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['CLIENT_SECRET', 'TOKEN_SECRET'] as const) {
      const value = env[key];
      if (!value || value === DEV_CLIENT_SECRET || value === DEV_TOKEN_SECRET) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be set to a secret value in production' });
      }
    }
  })
  .transform((env) => ({
    ...env,
    CLIENT_SECRET: env.CLIENT_SECRET ?? DEV_CLIENT_SECRET,
    TOKEN_SECRET: env.TOKEN_SECRET ?? DEV_TOKEN_SECRET,
  }));

/** Validated platform environment. */
export type PlatformEnv = z.infer<typeof PlatformEnvSchema>;

/** Parses an environment, throwing one readable error listing every bad variable. */
export function parsePlatformEnv(source: Record<string, string | undefined>): PlatformEnv {
  const result = PlatformEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
