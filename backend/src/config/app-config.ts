import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  AUDIENCE_SECRET_FILE,
  ConfigError,
  dataDirSecret,
  parseEnv,
} from '@prism/contracts/server-config';
import { envSchema, type RawEnv } from './env.schema';

/** Demo credentials for the embedded run only; production must set its own. */
export const DEMO_ADMIN = { username: 'admin', password: 'prism-demo' } as const;

/** .env.example marks every value an operator must choose with this; production refuses it. */
export const EXAMPLE_VALUE_MARKER = 'replace-with-';

export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'postgres'; url: string };

/** Where uploaded media lives: a directory (default) or an S3 bucket (S3_BUCKET set). */
export type MediaStorageConfig =
  | { type: 'disk'; dir: string }
  | {
      type: 's3';
      bucket: string;
      region: string;
      /** Unset: AWS itself. Set for MinIO and other S3-compatible servers. */
      endpoint: string | null;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** Staff notifications: sent through SMTP_URL when set, kept waiting otherwise. */
export interface MailConfig {
  /** Null: no relay configured, jobs wait as "not configured". */
  smtpUrl: string | null;
  from: string;
  /** Base of links in mail (the site's own address, no trailing slash). */
  publicUrl: string;
  /** First retry delay; each later one doubles, up to an hour. */
  retryBaseSeconds: number;
  /** Longest one SMTP stage may take before the attempt counts as failed. */
  sendTimeoutSeconds: number;
}

/** The validated, typed configuration. Built once at start-up by loadConfig(). */
export class AppConfig {
  readonly env!: 'development' | 'production' | 'test';
  readonly host!: string;
  readonly port!: number;
  readonly dataDir!: string;
  readonly database!: DatabaseConfig;
  readonly migrateOnStart!: boolean;
  readonly jwtSecret!: string;
  /**
   * The same secret as a key object, for signing and verifying tokens: given a string,
   * jsonwebtoken first tries to read it as a PEM key, which throws, on every call.
   */
  readonly jwtKey!: KeyObject;
  readonly sessionTtlSeconds!: number;
  readonly cookieSecure!: boolean;
  /** Express 'trust proxy' value: which hops may set X-Forwarded-For. */
  readonly trustProxy!: string | number | boolean;
  readonly admin!: { username: string; password: string; email: string | null } | null;
  readonly demoMode!: boolean;
  readonly seedDemoContent!: boolean;
  readonly loginThrottle!: {
    perIp: number;
    perUsername: number;
    /** Attempts per trusted device (a device cookie) per window. */
    perDevice: number;
    /**
     * Second-factor codes judged per account per window for clients without its device
     * cookie, every address together, the normal second step and the one past a lock alike.
     */
    codesPerAccount: number;
    windowSeconds: number;
  };
  /** Contact-form submissions per client IP per window. */
  readonly contactThrottle!: { perIp: number; windowSeconds: number };
  /** "Forgot password?" requests per client address and per account (the address typed). */
  readonly resetThrottle!: { perIp: number; perAccount: number; windowSeconds: number };
  readonly logLevel!: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  /** One JSON object per line (production default) or coloured lines for a terminal. */
  readonly logFormat!: 'json' | 'pretty';
  /** How long in-flight requests may take to finish after SIGTERM. */
  readonly shutdownGraceSeconds!: number;
  /**
   * After SIGTERM, how long the copy keeps serving while its readiness answers 503, so a
   * load balancer takes it out before it stops listening.
   */
  readonly shutdownDelaySeconds!: number;
  readonly mediaStorage!: MediaStorageConfig;
  /** Base URL of media in API answers (S3_PUBLIC_URL, no trailing slash); null: /media. */
  readonly mediaPublicUrl!: string | null;
  readonly mail!: MailConfig;
  /** How often each process's job runner looks for due jobs. */
  readonly jobPollSeconds!: number;
  /** Revisions younger than this are kept whatever their number. */
  readonly revisionRetentionDays!: number;
  /** The public reads' cache budget in bytes (PUBLIC_READ_CACHE_MAX_MB, public-read-cache.ts). */
  readonly publicReadCacheBytes!: number;
  /** Passkeys are bound to the site's public origin (PUBLIC_URL) and its host name. */
  readonly webAuthn!: { rpId: string; origin: string };
  /** Shared with the site server, which sends page views with it. */
  readonly audienceSecret!: string;

  constructor(values: { readonly [K in keyof AppConfig]: AppConfig[K] }) {
    Object.assign(this, values);
  }
}

/**
 * Validates the environment and derives the configuration. Throws ConfigError naming
 * every bad or missing variable, so the process stops before it listens.
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const raw = parseEnv(envSchema, env);
  const production = raw.NODE_ENV === 'production';
  const problems: string[] = [];

  if (production && !raw.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  const adminEmail = raw.ADMIN_EMAIL?.trim().toLowerCase() ?? null;
  const admin =
    raw.ADMIN_USERNAME && raw.ADMIN_PASSWORD
      ? { username: raw.ADMIN_USERNAME, password: raw.ADMIN_PASSWORD, email: adminEmail }
      : production
        ? null
        : { ...DEMO_ADMIN, email: adminEmail };
  if (production && admin?.password === DEMO_ADMIN.password) {
    problems.push('ADMIN_PASSWORD: the demo password cannot be used in production');
  }
  problems.push(...s3Problems(raw));
  if (production) problems.push(...exampleValueProblems(env));
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(raw.DATA_DIR);
  const database: DatabaseConfig = raw.DATABASE_URL
    ? { type: 'postgres', url: raw.DATABASE_URL }
    : { type: 'sqlite', path: resolve(raw.SQLITE_PATH ?? join(dataDir, 'prism.sqlite')) };

  const jwtSecret = raw.JWT_SECRET ?? persistentDevSecret(dataDir);
  return new AppConfig({
    env: raw.NODE_ENV,
    host: raw.HOST,
    port: raw.PORT,
    dataDir,
    database,
    migrateOnStart: raw.DB_MIGRATE_ON_START,
    jwtSecret,
    jwtKey: createSecretKey(Buffer.from(jwtSecret)),
    sessionTtlSeconds: raw.SESSION_TTL_HOURS * 3600,
    cookieSecure: raw.COOKIE_SECURE ?? production,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    admin,
    demoMode: raw.DEMO_MODE ?? !production,
    seedDemoContent: raw.SEED_DEMO_CONTENT ?? !production,
    loginThrottle: {
      perIp: raw.LOGIN_MAX_PER_IP,
      perUsername: raw.LOGIN_MAX_PER_USERNAME,
      perDevice: raw.LOGIN_MAX_PER_DEVICE,
      codesPerAccount: raw.LOGIN_MAX_CODES_PER_ACCOUNT,
      windowSeconds: raw.LOGIN_WINDOW_SECONDS,
    },
    contactThrottle: {
      perIp: raw.CONTACT_MAX_PER_IP,
      windowSeconds: raw.CONTACT_WINDOW_SECONDS,
    },
    resetThrottle: {
      perIp: raw.RESET_MAX_PER_IP,
      perAccount: raw.RESET_MAX_PER_ACCOUNT,
      windowSeconds: raw.RESET_WINDOW_SECONDS,
    },
    logLevel: raw.LOG_LEVEL,
    logFormat: raw.LOG_FORMAT ?? (production ? 'json' : 'pretty'),
    shutdownGraceSeconds: raw.SHUTDOWN_GRACE_SECONDS,
    shutdownDelaySeconds: raw.SHUTDOWN_DELAY_SECONDS,
    mediaStorage: mediaStorageOf(raw, dataDir),
    mediaPublicUrl: raw.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    mail: {
      smtpUrl: raw.SMTP_URL ?? null,
      from: raw.MAIL_FROM,
      publicUrl: raw.PUBLIC_URL.replace(/\/+$/, ''),
      retryBaseSeconds: raw.MAIL_RETRY_BASE_SECONDS,
      sendTimeoutSeconds: raw.MAIL_SEND_TIMEOUT_SECONDS,
    },
    jobPollSeconds: raw.JOB_POLL_SECONDS,
    revisionRetentionDays: raw.REVISION_RETENTION_DAYS,
    publicReadCacheBytes: raw.PUBLIC_READ_CACHE_MAX_MB * 1024 * 1024,
    webAuthn: webAuthnOf(raw.PUBLIC_URL),
    // Unset: one generated under DATA_DIR, which the site server on this machine reads too.
    audienceSecret: raw.AUDIENCE_SECRET ?? dataDirSecret(dataDir, AUDIENCE_SECRET_FILE),
  });
}

function webAuthnOf(publicUrl: string): { rpId: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpId: url.hostname, origin: url.origin };
}

/** S3 settings are required only when S3_BUCKET chooses S3, and useless without it. */
function s3Problems(raw: RawEnv): string[] {
  const problems: string[] = [];
  if (raw.S3_BUCKET) {
    if (!raw.S3_ACCESS_KEY_ID) problems.push('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
    if (!raw.S3_SECRET_ACCESS_KEY) {
      problems.push('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
    }
  } else {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (raw[name]) problems.push(`${name}: set S3_BUCKET as well to store media in S3`);
    }
  }
  return problems;
}

function mediaStorageOf(raw: RawEnv, dataDir: string): MediaStorageConfig {
  if (!raw.S3_BUCKET) {
    return { type: 'disk', dir: resolve(raw.MEDIA_DIR ?? join(dataDir, 'media')) };
  }
  return {
    type: 's3',
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION,
    endpoint: raw.S3_ENDPOINT ?? null,
    // Both are required with S3_BUCKET (s3Problems refuses to start without them).
    accessKeyId: raw.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
  };
}

/** A value copied unchanged from .env.example (e.g. JWT_SECRET, a password) is no secret. */
function exampleValueProblems(env: Record<string, string | undefined>): string[] {
  return Object.keys(envSchema.shape)
    .filter((name) => env[name]?.includes(EXAMPLE_VALUE_MARKER))
    .map((name) => `${name}: still the placeholder from .env.example; set a real value`);
}

function parseTrustProxy(value: string): string | number | boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The embedded run keeps a generated secret under DATA_DIR so sessions survive restarts. */
function persistentDevSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
