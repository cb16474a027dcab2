/**
 * Every environment variable the frontend server reads, with its default. README's
 * configuration table mirrors this file; nothing else in the frontend reads process.env.
 */
import { resolve } from 'node:path';
import {
  AUDIENCE_SECRET_FILE,
  dataDirSecret,
  parseEnv,
  shutdownDelaySeconds,
} from '@prism/contracts/server-config';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a port number')
  .min(0, 'must be a port number')
  .max(65535, 'must be a port number');

const origin = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((url) => url.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  BACKEND_URL: origin.default('http://127.0.0.1:3001'),
  PUBLIC_URL: origin.default('http://localhost:3000'),
  PAGE_CACHE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  PAGE_CACHE_MAX_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes between 1 and 4096' })
    .int('must be a whole number of megabytes between 1 and 4096')
    .min(1, 'must be a whole number of megabytes between 1 and 4096')
    .max(4096, 'must be a whole number of megabytes between 1 and 4096')
    .default(64),
  AUDIENCE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The API's data folder (same default): where an unset AUDIENCE_SECRET is shared. */
  DATA_DIR: z.string().min(1).default('./data'),
  AUDIENCE_COUNTING: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  SHUTDOWN_DELAY_SECONDS: shutdownDelaySeconds,
});

export interface FrontendConfig {
  /** Serve through Vite's dev server (hot reload) instead of the built app. */
  dev: boolean;
  host: string;
  port: number;
  /** Where the API listens; /api and /media are proxied there and loaders fetch from it. */
  backendUrl: string;
  /** The absolute public origin for canonical URLs, Open Graph tags and the sitemap. */
  publicUrl: string;
  /** Keep rendered public pages for anonymous visitors, per content version. */
  pageCache: boolean;
  /** The page cache's budget in bytes (PAGE_CACHE_MAX_MB): every form of every page kept, and the API answers renders read. */
  pageCacheBytes: number;
  /**
   * Page-view counting: whether this server counts at all (false: no counter is
   * mounted, whatever the owner's switch says), the proof the API asks of the batches, and
   * our origin.
   */
  audience: { counting: boolean; secret: string; publicUrl: string };
  /**
   * After SIGTERM, how long the site keeps serving while /health/ready answers 503, so a
   * load balancer takes it out before it stops listening.
   */
  shutdownDelaySeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv): FrontendConfig {
  const e = parseEnv(envSchema, env);
  return {
    dev: e.NODE_ENV === 'development',
    host: e.HOST,
    port: e.PORT,
    backendUrl: e.BACKEND_URL,
    publicUrl: e.PUBLIC_URL,
    pageCache: e.PAGE_CACHE,
    pageCacheBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
    audience: {
      counting: e.AUDIENCE_COUNTING,
      // Unset: the one generated under DATA_DIR by whichever of the API and the site
      // started first.
      secret: e.AUDIENCE_SECRET ?? dataDirSecret(resolve(e.DATA_DIR), AUDIENCE_SECRET_FILE),
      publicUrl: e.PUBLIC_URL,
    },
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
  };
}
