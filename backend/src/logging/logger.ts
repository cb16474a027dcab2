/**
 * Structured logs: one JSON object per line (pino), a request id on every line written
 * while a request is handled, and nothing secret in them (ADR 014).
 */
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';
export type LogLevelName = 'error' | 'warn' | 'log' | 'debug' | 'verbose';

export interface LoggingOptions {
  level: LogLevelName;
  format: LogFormat;
  /** Where lines go; standard output unless a test captures them. */
  destination?: DestinationStream;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Paths asked so often that a line per success would be noise (and a cost per page view). */
const UNLOGGED_PROBES = /^\/api\/(health|content-version|internal\/content-version)(\/|$|\?)/;

/** Incoming ids are kept only when short and plain, so a client cannot forge log structure. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const PINO_LEVEL: Record<LogLevelName, pino.Level> = {
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
};

/**
 * Belt and braces: the serializers below never emit headers or bodies, but anything
 * logged by hand under these names is masked too.
 */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'currentPassword',
  '*.currentPassword',
  'newPassword',
  '*.newPassword',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
  'authorization',
  'cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function createRootLogger(options: LoggingOptions): Logger {
  const destination =
    options.destination ??
    (options.format === 'pretty'
      ? // Synchronous, in-process: no worker thread to flush when the process exits.
        pinoPretty({
          sync: true,
          translateTime: 'SYS:HH:MM:ss.l',
          // One line per entry: "[time] INFO: [Context] message {requestId, responseTime}".
          singleLine: true,
          messageFormat: '{if context}[{context}] {end}{msg}',
          ignore: 'pid,hostname,context,req,res',
        })
      : pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: PINO_LEVEL[options.level],
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

/** The Nest LoggerService that writes through the root logger (or the request's child). */
export function nestLogger(root: Logger): LoggerService {
  return new NestPinoLogger(new PinoLogger({ pinoHttp: { logger: root } }), {});
}

/**
 * What nestjs-pino's logger reads from the request context: the request's own logger,
 * a child of the root carrying `requestId`, made only when something is logged by hand
 * while the request is handled (most requests log nothing but their access line).
 */
class RequestLogContext implements Store {
  private child: Logger | undefined;
  responseLogger?: Logger;

  constructor(
    private readonly root: Logger,
    private readonly requestId: string,
  ) {}

  get logger(): Logger {
    this.child ??= this.root.child({ requestId: this.requestId });
    return this.child;
  }

  /** nestjs-pino's `assign` replaces it with a child carrying more fields. */
  set logger(logger: Logger) {
    this.child = logger;
  }
}

/**
 * Express middleware, first in the chain: gives the request its id (a sane incoming
 * X-Request-Id, else a fresh UUID), echoes it in the response, runs the rest of the
 * request in a context whose logger carries `requestId` (Nest's Logger included, through
 * nestjs-pino's storage), and writes one access line when the answer ends, from a single
 * listener: id, method, path, client address, status, duration and the signed-in user.
 * The line is built from those fields only, so it needs no redaction pass.
 */
export function requestLogging(
  root: Logger,
): (req: Request, res: Response, next: NextFunction) => void {
  const access = root.child({}, { redact: [] });
  return (req, res, next) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // 'close' comes after 'finish', or alone when the client went away before the end.
    res.once('close', () => {
      const status = res.statusCode;
      // Probes would drown everything else: container and load-balancer health checks every
      // few seconds, the site's content-version question while its stream is silent, and the
      // stream itself, which each site copy opens again every 30 s. Only their failures are
      // worth a line.
      if (status < 400 && res.writableFinished && UNLOGGED_PROBES.test(req.originalUrl)) return;
      const line = {
        requestId,
        req: { method: req.method, url: req.originalUrl, ip: req.ip },
        res: { statusCode: status },
        responseTime: Math.round(performance.now() - started),
        ...userOf(req),
      };
      const message = `${req.method} ${req.originalUrl} ${res.writableFinished ? status : 'aborted'}`;
      if (status >= 500) access.error(line, message);
      else access.info(line, message);
    });
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- nestjs-pino reads only the fields Store declares
    storage.run(new RequestLogContext(root, requestId), next);
  };
}

/** The signed-in user's id, once the access guard has checked the session. */
function userOf(req: Request): { userId?: number } {
  const user = (req as Request & { user?: { id?: unknown } }).user;
  return typeof user?.id === 'number' ? { userId: user.id } : {};
}
