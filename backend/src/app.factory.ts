import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { KEEP_ALIVE_TIMEOUT_MS } from '@prism/contracts/server-config';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { AppModule } from './app.module';
import { answerComponents } from './common/api-answers';
import { apiCompression } from './common/api-compression';
import { completeDocument } from './common/api-document';
import { sendApiError } from './common/api-exception.filter';
import { PrototypedExpressAdapter } from './common/express-adapter';
import { securityHeaders } from './common/security-headers';
import type { AppConfig } from './config/app-config';
import { SESSION_COOKIE_NAME } from './common/access.decorators';
import {
  contentVersionRoute,
  documentContentVersion,
} from './content-version/content-version.route';
import { ContentVersionService } from './content-version/content-version.service';
import {
  ContentVersionStreams,
  contentVersionStream,
} from './content-version/content-version.stream';
import { PublicReadsAhead } from './content-version/public-reads-ahead';
import { createRootLogger, nestLogger, requestLogging } from './logging/logger';
import { diskMediaFiles } from './media/media-files';
import { DiskObjectStorage } from './media/storage/disk-object-storage';
import { ObjectStorage } from './media/storage/object-storage';
import type { DestinationStream } from 'pino';

/**
 * JSON bodies are forms; the largest is a logo carrying sanitised SVG markup (at most
 * LIMITS.svg.maxBytes, 256 KB). Image uploads go through multipart with their own limits.
 */
export const JSON_BODY_LIMIT = '300kb';

export interface CreateAppOptions {
  /** Where log lines go (standard output by default); tests capture them here. */
  logDestination?: DestinationStream;
}

/** Builds the whole HTTP application; main.ts and the tests both start it from here. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const rootLogger = createRootLogger({
    level: config.logLevel,
    format: config.logFormat,
    destination: options.logDestination,
  });
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config),
    new PrototypedExpressAdapter(),
    // Nest declares its options bag as a class; a literal is how it is meant to be given.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
    { bodyParser: false, logger: nestLogger(rootLogger) },
  );
  app.getHttpServer().keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // First in the chain, so even a request refused by the body parser has an id and a log line.
  app.use(requestLogging(rootLogger));
  app.disable('x-powered-by');
  app.use(...securityHeaders(config));
  // The site servers' stream of the content version, ahead of the compression (ADR 093).
  app.use(contentVersionStream(app.get(ContentVersionStreams), config.audienceSecret));
  // JSON and CSV answers of 1 KB or more, brotli or gzip for a client that asks.
  app.use('/api', apiCompression());
  app.use(contentVersionRoute(app.get(ContentVersionService)));
  // A visitor's kept public read, sent before the cookie parser and the router (ADR 107).
  app.use('/api', app.get(PublicReadsAhead).middleware());
  // Only these hops may tell us the client's address (X-Forwarded-For); see README.
  app.set('trust proxy', config.trustProxy);
  // Media from the disk store as static files, ahead of Nest's router.
  const storage = app.get(ObjectStorage);
  if (storage instanceof DiskObjectStorage) app.use(diskMediaFiles(storage.directory));
  app.use(cookieParser());
  // API answers are private unless a public route opts into caching with @Header.
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  // Body-parser errors happen before Nest's filters see the request: shape them here.
  const logger = new Logger('ApiError');
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) =>
    sendApiError(err, req, res, logger),
  );
  setUpOpenApi(app);
  // Signals are handled by main.ts (graceful shutdown); app.close() runs the Nest hooks.
  return app;
}

function setUpOpenApi(app: NestExpressApplication): void {
  // Built on the first request for it, not at start: it costs most of a second of CPU that
  // every API start (each copy of the cluster, each restart) would otherwise pay.
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), {
    jsonDocumentUrl: 'api/docs/json',
  });
}

/** The API's OpenAPI 3.0 document; `redocly lint` (recommended rules) passes on it. */
export function openApiDocument(app: NestExpressApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Prism API')
      .setDescription('Public site and staff admin API of Prism')
      .setVersion('1')
      .addServer('/')
      // The scheme is named after the cookie, as @RequirePermissions() refers to it.
      .addCookieAuth(SESSION_COOKIE_NAME, { type: 'apiKey' }, SESSION_COOKIE_NAME)
      .build(),
  );
  const cleaned = completeDocument(cleanupOpenApiDoc(documentContentVersion(document)));
  return {
    ...cleaned,
    components: {
      ...cleaned.components,
      schemas: { ...cleaned.components?.schemas, ...answerComponents() },
    },
  };
}
