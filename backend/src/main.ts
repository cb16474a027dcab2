import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';
import { installGracefulShutdown } from './shutdown/graceful-shutdown';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  installGracefulShutdown(app, {
    graceMs: config.shutdownGraceSeconds * 1000,
    logger: new Logger('Shutdown'),
  });
  await app.listen(config.port, config.host);
  new Logger('Prism').log(`API listening on http://${config.host}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
