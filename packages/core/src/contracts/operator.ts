import { z } from 'zod';
import { EmailSchema, NewPasswordSchema, PASSWORD_MAX_LENGTH } from '../validators/auth.ts';

/** The operator roles (ADR 019): `admin` does everything, `support` reads, writes and runs operator steps. */
export const OperatorRoleSchema = z.enum(['admin', 'support'], { error: 'must be admin or support' });

const compactCode = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, '') || undefined : value;
const CodeDigitsSchema = z.string().regex(/^\d{6}$/, 'must be the 6 digits your authenticator app shows');

/** A two-factor code: the 6 digits an authenticator app shows (spaces allowed, as apps group them). */
export const TwoFactorCodeSchema = z.preprocess(compactCode, CodeDigitsSchema);

/** A two-factor code that may be left out (or empty, as a form's field sends it). */
export const OptionalTwoFactorCodeSchema = z.preprocess(compactCode, CodeDigitsSchema.optional());

/** Body of `admin/current_operator/confirm_two_factor` and `disable_two_factor`. */
export const TwoFactorCodeBodySchema = z.strictObject({ code: TwoFactorCodeSchema });

/** The `operatorTwoFactorSetup` resource: a new key, answered once, as text and as an otpauth link. */
export const TwoFactorSetupResourceSchema = z.object({
  id: z.string(),
  type: z.literal('operatorTwoFactorSetup'),
  attributes: z.object({ secret: z.string(), uri: z.string() }),
});

/** Body of `admin/operator_sessions/create`: a console login. */
export const OperatorLoginSchema = z.strictObject({
  email: EmailSchema,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(PASSWORD_MAX_LENGTH),
  /** The code of an authenticator app, for an operator with two-factor codes on (empty: none). */
  code: OptionalTwoFactorCodeSchema,
});

/** Body of `admin/operator_passwords/set`: the one-time link's token and the new password. */
export const SetOperatorPasswordSchema = z.strictObject({
  token: z.string({ error: 'is required' }).min(10, 'is not a link of this marketplace').max(200),
  password: NewPasswordSchema,
});

/** The `operator` resource. */
export const OperatorResourceSchema = z.object({
  id: z.string(),
  type: z.literal('operator'),
  attributes: z.object({
    email: z.string(),
    role: OperatorRoleSchema,
    twoFactor: z.boolean(),
    createdAt: z.string(),
  }),
});

/** An operator as the console reads it. */
export type OperatorResource = z.infer<typeof OperatorResourceSchema>;

/** The `operatorSession` resource a console login answers: its token, shown this once. */
export const OperatorSessionResourceSchema = z.object({
  id: z.string(),
  type: z.literal('operatorSession'),
  attributes: z.object({ token: z.string(), expiresAt: z.string() }),
});

/** The `auditEntry` resource: who did what to what, when, with the values before and after. */
export const AuditEntryResourceSchema = z.object({
  id: z.string(),
  type: z.literal('auditEntry'),
  attributes: z.object({
    actor: z.string(),
    operatorId: z.string().nullable(),
    action: z.string(),
    subjectType: z.string().nullable(),
    subjectId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    at: z.string(),
  }),
});

/** An audit log entry as the console reads it. */
export type AuditEntryResource = z.infer<typeof AuditEntryResourceSchema>;

/** Body of `admin/login_as_codes/create`: a one-time code to log in as a user (PKCE, S256 only). */
export const LoginAsCodeRequestSchema = z.strictObject({
  userId: z.uuid('must be a user id'),
  clientId: z.string().min(1, 'is required').max(100),
  redirectUri: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000),
  codeChallenge: z
    .string({ error: 'is required' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url SHA-256 of the verifier'),
  codeChallengeMethod: z.literal('S256', { error: 'must be S256' }),
});

/** The `loginAsCode` resource: the code, shown once, and until when it works. */
export const LoginAsCodeResourceSchema = z.object({
  id: z.string(),
  type: z.literal('loginAsCode'),
  attributes: z.object({ code: z.string(), expiresAt: z.string(), redirectUri: z.string() }),
});
