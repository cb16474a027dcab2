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
  const { status, body, headers, unexpected } = toApiError(exception, req);
  if (unexpected) {
    // Logged inside the request's context, so the line carries its requestId.
    logger.error({
      msg: `${req.method} ${req.originalUrl} failed`,
      err: exception instanceof Error ? exception : new Error(String(exception)),
    });
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).set(headers).json(body);
}
