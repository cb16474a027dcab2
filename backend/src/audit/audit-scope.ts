import { AsyncLocalStorage } from 'node:async_hooks';
import type { SessionUser } from '@prism/contracts';
import type { NextFunction, Request, Response } from 'express';

const scope = new AsyncLocalStorage<Request>();

/**
 * Express middleware: everything a request runs (guards, controller, service, the
 * transaction) can ask who is acting and from where, without passing it down. The
 * request itself is kept, so the user the access guard sets later is seen too.
 */
export function auditScope(req: Request, _res: Response, next: NextFunction): void {
  scope.run(req, next);
}

/** The acting user and client address of the request being served, if any. */
export function currentActor(): { user: SessionUser | null; ip: string | null } {
  const req = scope.getStore() as (Request & { user?: SessionUser | null }) | undefined;
  return { user: req?.user ?? null, ip: req?.ip ?? null };
}

/** The request being served, if any: for state a request carries to its transaction. */
export function currentRequest(): Request | undefined {
  return scope.getStore();
}
