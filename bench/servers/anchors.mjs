// The frameworks' own floors, measured in the same run as the API (ADR 018): raw node:http,
// an Express 5 hello and a minimal NestJS 11 app on platform-express, each answering
// GET /hello with the same small JSON. Express and Nest are the API's own copies.
// Usage: node anchors.mjs <node|express|nest> <port>
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../backend/package.json'));
const [kind, port] = process.argv.slice(2);
const BODY = { status: 'ok' };
const listening = () => console.log(`${kind} anchor on ${port}`);

if (kind === 'node') {
  const body = JSON.stringify(BODY);
  createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  }).listen(Number(port), '127.0.0.1', listening);
} else if (kind === 'express') {
  const express = require('express');
  const app = express();
  app.get('/hello', (_req, res) => res.json(BODY));
  app.listen(Number(port), '127.0.0.1', listening);
} else if (kind === 'nest') {
  require('reflect-metadata');
  const { Controller, Get, Module } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  // Decorators applied by hand: this file is plain JavaScript.
  class HelloController {
    hello() {
      return BODY;
    }
  }
  Controller('hello')(HelloController);
  const method = Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello');
  Get()(HelloController.prototype, 'hello', method);
  // eslint-disable-next-line @typescript-eslint/no-extraneous-class -- a Nest module is a decorated class
  class AppModule {}
  Module({ controllers: [HelloController] })(AppModule);
  const app = await NestFactory.create(AppModule, { logger: false });
  await app.listen(Number(port), '127.0.0.1');
  listening();
} else {
  throw new Error(`unknown anchor: ${kind}`);
}
process.once('SIGTERM', () => process.exit(0));
