import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const url = (protocols: string[]) =>
  optional.refine(
    (v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)),
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, with its default. README lists them all. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  /** The role that owns the tables and runs migrations (issue 36 §3); DATABASE_URL's role then owns none. */
  MIGRATION_DATABASE_URL: url(['postgres:', 'postgresql:']),
  PUBLIC_URL: url(['http:', 'https:']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().default('Client Portal <no-reply@localhost>'),
  S3_BUCKET: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: bool,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Another Stripe API host (e.g. stripe-mock); Stripe's own by default. */
  STRIPE_API_BASE: url(['http:', 'https:']),
  /**
   * The portal's signing certificate for sealed PDFs: a PEM private key and certificate (files). Without
   * them one is made at first start and kept in DATA_DIR/signing.
   */
  SIGNING_KEY_FILE: optional,
  SIGNING_CERT_FILE: optional,
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM_NUMBER: optional,
  AI_BASE_URL: url(['http:', 'https:']),
  AI_API_KEY: optional,
  AI_MODEL: optional,
  /**
   * Outside sign-ins staff may link from Profile Settings (spec 000 §7 users/link_account): Google, Microsoft,
   * and any OpenID Connect provider by its issuer URL. Each appears only when its client id and secret are set.
   */
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  MICROSOFT_CLIENT_ID: optional,
  MICROSOFT_CLIENT_SECRET: optional,
  OIDC_ISSUER: url(['http:', 'https:']),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_NAME: z.string().trim().min(1).max(60).default('Single sign-on'),
  /** Lets the platform operator set the maintenance banner through PUT /api/live_config. */
  OPERATOR_TOKEN: optional.refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
  /**
   * Whether to believe X-Forwarded-For: off by default, so a client cannot choose its own IP (rate limits,
   * the security log). Behind a proxy: 'true', or the proxies' addresses/CIDRs separated by commas.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string[] => {
      if (!v || v === 'false') return false;
      if (v === 'true') return true;
      return v.split(',').map((a) => a.trim());
    }),
  RATE_LIMIT_MAX: z.coerce.number({ error: 'must be a number' }).int().positive().default(600),
  WEB_DIST_DIR: optional,
  /**
   * The built-in drop folder of export to platforms (issue 41 §3): packages go to
   * `<dir>/<platform>/firm-<id>/`, for a platform's importer or a sync client to take. DATA_DIR/platform-exports by default.
   */
  PLATFORM_EXPORT_DIR: optional,
  /** Or a bucket for them, reached with the S3_* settings (endpoint, region, credentials). */
  PLATFORM_EXPORT_S3_BUCKET: optional,
  /**
   * Start the clock at this instant (ISO 8601) instead of now, for trying date rules such as reminders and
   * scheduled sends on a chosen day. Refused in production: the firm's clock is the real one.
   */
  CLOCK_START: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || !Number.isNaN(Date.parse(v)), 'must be an ISO 8601 date-time'),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  dataDir: string;
  publicUrl: string;
  filesDir: string;
  outboxDir: string;
  platformExportDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got "${env[name] ?? ''}")`);
  }
  const raw = parsed.data;
  if (raw.CLOCK_START && raw.NODE_ENV === 'production')
    throw new ConfigError('Invalid configuration: CLOCK_START is only for development and tests (NODE_ENV=production)');
  if (!raw.SIGNING_KEY_FILE !== !raw.SIGNING_CERT_FILE)
    throw new ConfigError(
      'Invalid configuration: SIGNING_KEY_FILE and SIGNING_CERT_FILE go together (set both, or neither for a certificate of its own)',
    );
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    ...raw,
    dataDir,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    filesDir: path.join(dataDir, 'files'),
    outboxDir: path.join(dataDir, 'outbox'),
    platformExportDir: path.resolve(raw.PLATFORM_EXPORT_DIR ?? path.join(dataDir, 'platform-exports')),
  };
}
