import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { expressHttpServer, type ExpressListener } from '@prism/contracts/server-http';

/**
 * Nest's Express adapter, listening with a server whose requests and responses carry
 * Express's prototypes from the start (`expressHttpServer`, ADR 108). TLS ends at the load
 * balancer and the API never asks Nest to force connections closed; should either be asked
 * for, Nest's own server is made as before.
 */
export class PrototypedExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions || options.forceCloseConnections) {
      super.initHttpServer(options);
      return;
    }
    this.httpServer = expressHttpServer(this.getInstance<ExpressListener>());
  }
}
