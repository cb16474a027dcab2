import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toApiError } from './api-error';

/** The only exception filter: every error leaves as {statusCode, error, message}. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendApiError(exception, http.getRequest<Request>(), http.getResponse<Response>(), this.logger);
  }
}

export function sendApiError(
  exception: unknown,
  req: Request,
  res: Response,
  logger: Pick<Logger, 'error'>,
): void {
  const { status, body, headers, unexpected } = toApiError(exception);
  if (unexpected) {
    const detail = exception instanceof Error ? (exception.stack ?? exception.message) : exception;
    logger.error(`${req.method} ${req.originalUrl} failed: ${String(detail)}`);
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).set(headers).json(body);
}
