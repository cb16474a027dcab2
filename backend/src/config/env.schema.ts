/**
 * Every environment variable the backend reads, with its default. README's configuration
 * table mirrors this file; nothing else in the backend reads process.env.
 */
import { z } from 'zod';
import { shutdownDelaySeconds } from '@prism/contracts/server-config';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a port number')
  .min(0, 'must be a port number')
  .max(65535, 'must be a port number');

const positiveInt = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be positive');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3001),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SQLITE_PATH: z.string().min(1).optional(),
  DB_MIGRATE_ON_START: bool.default(true),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: positiveInt.max(24 * 90, 'must be at most 2160 (90 days)').default(168),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  ADMIN_USERNAME: z.string().trim().min(3, 'must be at least 3 characters').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  DEMO_MODE: bool.optional(),
  SEED_DEMO_CONTENT: bool.optional(),
  LOGIN_MAX_PER_IP: positiveInt.default(20),
  LOGIN_MAX_PER_USERNAME: positiveInt.default(5),
  LOGIN_MAX_PER_DEVICE: positiveInt.default(10),
  LOGIN_MAX_CODES_PER_ACCOUNT: positiveInt.default(5),
  LOGIN_WINDOW_SECONDS: positiveInt.default(900),
  CONTACT_MAX_PER_IP: positiveInt.default(5),
  CONTACT_WINDOW_SECONDS: positiveInt.default(600),
  RESET_MAX_PER_IP: positiveInt.default(10),
  RESET_MAX_PER_ACCOUNT: positiveInt.default(3),
  RESET_WINDOW_SECONDS: positiveInt.default(3600),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  SHUTDOWN_GRACE_SECONDS: positiveInt.max(300, 'must be at most 300').default(10),
  SHUTDOWN_DELAY_SECONDS: shutdownDelaySeconds,
  MEDIA_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Prism <no-reply@localhost>'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('http://localhost:3000'),
  MAIL_RETRY_BASE_SECONDS: positiveInt.max(3600, 'must be at most 3600').default(30),
  MAIL_SEND_TIMEOUT_SECONDS: positiveInt.max(600, 'must be at most 600').default(60),
  JOB_POLL_SECONDS: positiveInt.max(15, 'must be at most 15').default(5),
  REVISION_RETENTION_DAYS: positiveInt.max(36500, 'must be at most 36500').default(365),
  PUBLIC_READ_CACHE_MAX_MB: positiveInt.max(4096, 'must be at most 4096').default(32),
  AUDIENCE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type RawEnv = z.infer<typeof envSchema>;
