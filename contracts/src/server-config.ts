import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * How both servers (the API, the site) read their environment and refuse a bad one: every
 * problem named, one a line, and the process stopped before it listens. Server-only:
 * imported as `@prism/contracts/server-config`, never from the package root.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The environment read through the server's schema. Empty values count as unset, as in a
 * .env file with `KEY=`. Throws ConfigError naming each bad variable.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  return parsed.data;
}

/** The configuration `load` makes, or its problems on stderr and exit code 1. */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * SHUTDOWN_DELAY_SECONDS, read by both servers: after SIGTERM, how long a copy
 * keeps serving while its readiness answers 503, so a load balancer takes it out first.
 */
export const shutdownDelaySeconds = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(60, 'must be at most 60')
  .default(0);

/**
 * How long both servers keep an idle kept-alive connection (Node's default is 5 s). A
 * client must drop an idle socket before the server does, or a request it sends on that
 * socket as the server closes it fails with ECONNRESET (ADR 039). 65 s is above what
 * clients keep idle: the site's API client (4 s), HAProxy (10 s), browsers and test
 * clients reusing a socket between steps.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The file under DATA_DIR that holds AUDIENCE_SECRET when the operator set none. */
export const AUDIENCE_SECRET_FILE = 'audience-secret';

/**
 * A secret two processes on one machine share without configuration (AUDIENCE_SECRET
 * between the site and the API, issue 44), kept in the data folder: whichever starts
 * first creates the file, whole or not at all (written aside, then hard-linked in place,
 * which fails if the file exists), and the other reads it.
 */
export function dataDirSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  const saved = readSecret(file);
  if (saved !== null) return saved;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(aside, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  // Another process made it between our read and our link: theirs is the secret.
  const theirs = readSecret(file);
  if (theirs === null) throw new ConfigError([`${file}: removed while it was being made`]);
  return theirs;
}

/** The secret in `file`, null when there is none; a file too short to be one is refused. */
function readSecret(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text.length < 32) {
    throw new ConfigError([`${file}: not a generated secret; delete it to make a new one`]);
  }
  return text;
}
