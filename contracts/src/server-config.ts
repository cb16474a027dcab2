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
 * SHUTDOWN_DELAY_SECONDS, read by both servers (ADR 067): after SIGTERM, how long a copy
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
