import './v8-flags';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { configOrExit } from '@prism/contracts/server-config';
import { loadConfig } from './config/app-config';
import { installGracefulShutdown } from './shutdown/graceful-shutdown';

async function main(): Promise<void> {
  const config = configOrExit(() => loadConfig(process.env));
  const app = await createApp(config);
  installGracefulShutdown(app, {
    graceMs: config.shutdownGraceSeconds * 1000,
    delayMs: config.shutdownDelaySeconds * 1000,
    logger: new Logger('Shutdown'),
  });
  await app.listen(config.port, config.host);
  new Logger('Prism').log(`API listening on http://${config.host}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
