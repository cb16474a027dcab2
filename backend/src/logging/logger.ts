/**
 * Structured logs: one JSON object per line (pino), a request id on every line written
 * while a request is handled, and nothing secret in them (ADR 014).
 */
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
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
const UNLOGGED_PROBES = /^\/api\/(health|content-version)(\/|$|\?)/;

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
 * Express middleware, first in the chain: gives the request its id (a sane incoming
 * X-Request-Id, else a fresh UUID), echoes it in the response, logs one line when the
 * response ends, and binds a child logger carrying `requestId` for everything logged
 * while the request is handled (Nest's Logger included, through nestjs-pino's storage).
 */
export function requestLogging(
  root: Logger,
): (req: Request, res: Response, next: NextFunction) => void {
  const http: HttpLogger = pinoHttp({
    logger: root,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      // Probes would drown everything else: container and load-balancer health checks every
      // few seconds, and the site's content-version question before every page it serves
      // from its cache (ADR 019). Only their failures are worth a line.
      if (res.statusCode < 400 && UNLOGGED_PROBES.test(req.url ?? '')) return 'silent';
      return 'info';
    },
    customSuccessMessage: (req, res) => summary(req, res),
    customErrorMessage: (req, res) => summary(req, res),
    // The exception filter logs the real error with its stack; pino-http would only add a
    // synthetic "failed with status code 500".
    customErrorObject: (_req, _res, _error, value: { res: unknown; responseTime: number }) => ({
      res: value.res,
      responseTime: value.responseTime,
    }),
    serializers: {
      // Method, path and client address only: no headers (cookies, authorization), no body.
      req: (req: { method: string; url: string; raw: Request }) => ({
        method: req.method,
        url: req.url,
        ip: req.raw.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => {
    http(req, res);
    storage.run(new Store(req.log), next);
  };
}

function summary(req: IncomingMessage, res: ServerResponse): string {
  const url = (req as Partial<Request>).originalUrl ?? req.url ?? '';
  // 'close' before 'finish': the client went away before the answer was complete.
  return `${req.method ?? ''} ${url} ${res.writableFinished ? res.statusCode : 'aborted'}`;
}
