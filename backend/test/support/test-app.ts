import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Role } from '@prism/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { ObjectStorage } from '../../src/media/storage/object-storage';
import { PasswordHasher } from '../../src/identity/password-hasher';
import { User } from '../../src/users/user.entity';
import { sendingIfMatch } from './if-match';
import { checkedClient, servedAnswerChecker } from './openapi-answers';
import { createTestStorage, type TestStorageKind } from './s3-server';
import { createTestDatabase, makeTempDir, testDialect, type TestDialect } from './test-database';

export const OWNER = { username: 'owner', password: 'owner-password' } as const;

/** The real application on a fresh database, listening on a free loopback port. */
export interface TestApp {
  url: string;
  dialect: TestDialect;
  app: NestExpressApplication;
  config: AppConfig;
  dataSource: DataSource;
  /** The media store of this app: disk on SQLite, a fresh s3rver bucket on PostgreSQL. */
  storage: ObjectStorage;
  storageKind: TestStorageKind;
  dataDir: string;
  env: Record<string, string>;
  /**
   * A plain client (no cookies kept). This and the clients below check every answer
   * against the OpenAPI document (openapi-answers.ts), and read an editable record's ETag
   * before writing it, to send as If-Match (if-match.ts).
   */
  http(): ReturnType<typeof request>;
  /** A client that keeps cookies, not signed in. */
  agent(): InstanceType<typeof request.agent>;
  /** A client signed in as the given user (cookies kept between calls). */
  signIn(username: string, password: string): Promise<InstanceType<typeof request.agent>>;
  /** Creates a user of the role straight in the database and signs it in. */
  as(role: Role): Promise<InstanceType<typeof request.agent>>;
  newUser(role: Role): Promise<{ id: number; username: string; password: string }>;
  /** Stops the server, keeps the database (for restart tests). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dir = makeTempDir();
  const db = await createTestDatabase(dir.path);
  const media = await createTestStorage();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dir.path,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: OWNER.username,
    ADMIN_PASSWORD: OWNER.password,
    SEED_DEMO_CONTENT: 'false',
    LOG_LEVEL: 'error',
    ...db.env,
    ...media.env,
    ...overrides,
  };
  let stopped = false;
  const started = await startServer(env);
  const answers = await servedAnswerChecker(started.url);
  const testApp: TestApp = {
    ...started,
    dialect: testDialect(),
    storageKind: media.kind,
    dataDir: dir.path,
    env,
    http: () => checkedClient(sendingIfMatch(request(started.url)), answers),
    agent: () => checkedClient(sendingIfMatch(request.agent(started.url)), answers),
    async signIn(username, password) {
      const agent = testApp.agent();
      const res = await agent.post('/api/auth/login').send({ username, password });
      if (res.status !== 200) throw new Error(`sign-in as ${username} failed: ${res.status}`);
      return agent;
    },
    async newUser(role) {
      const password = `pw-${randomBytes(6).toString('hex')}`;
      const username = `${role}-${randomBytes(4).toString('hex')}`;
      const hasher = started.app.get(PasswordHasher);
      const repo = started.dataSource.getRepository(User);
      const user = await repo.save(
        repo.create({ username, role, passwordHash: await hasher.hash(password) }),
      );
      return { id: user.id, username, password };
    },
    async as(role) {
      const user = await testApp.newUser(role);
      return testApp.signIn(user.username, user.password);
    },
    async stop() {
      if (!stopped) await started.app.close();
      stopped = true;
    },
    async close() {
      await testApp.stop();
      await db.drop();
      dir.remove();
    },
  };
  return testApp;
}

/** Starts the application on an existing environment (e.g. to restart on the same database). */
export async function startServer(env: Record<string, string>) {
  const config = loadConfig(env);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    dataSource: app.get(DataSource),
    storage: app.get(ObjectStorage),
    url: `http://127.0.0.1:${address.port}`,
  };
}
