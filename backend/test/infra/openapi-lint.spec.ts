/**
 * The OpenAPI document a client generator reads (/api/docs/json) passes `redocly lint`
 * with the recommended rules and no error: every security scheme an operation names is
 * defined, nullable fields are OpenAPI 3.0 (`nullable`, never `type: null`), every
 * operation has a summary. Generated from the real app; the linter runs offline. A client
 * generated from it (openapi-typescript, default options) compiles under strict
 * TypeScript and calls the app, its errors typed as the shared shape (ADR 044).
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { makeTempDir } from '../support/test-database';

const OWNER = { username: 'owner', password: 'owner-password' };

jest.setTimeout(300_000);

const BIN = path.join(__dirname, '../../../node_modules/.bin');
const REDOCLY = path.join(BIN, 'redocly');
const run = promisify(execFile);

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

describe('the OpenAPI document', () => {
  let app: NestExpressApplication;
  const dir = makeTempDir();

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir.path,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'error',
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
    });
    app = await createApp(config);
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  it('passes redocly lint (recommended rules) with no error', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs/json');
    expect(res.status).toBe(200);
    const file = path.join(dir.path, 'openapi.json');
    writeFileSync(file, JSON.stringify(res.body));

    const { stdout } = await promisify(execFile)(
      REDOCLY,
      ['lint', '--extends=recommended', '--format=json', file],
      {
        cwd: dir.path,
        // No telemetry, no update check: the run needs no network.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: unknown) => ({ stdout: (error as { stdout?: string }).stdout ?? '' }));
    const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('names the session cookie scheme on signed-in routes and no scheme on public ones', async () => {
    const doc = (await request(app.getHttpServer()).get('/api/docs/json')).body as {
      components: { securitySchemes: Record<string, { in: string; name: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(doc.components.securitySchemes).toEqual({
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- an asymmetric matcher
      prism_session: expect.objectContaining({ in: 'cookie', name: 'prism_session' }),
    });
    expect(doc.paths['/api/admin/users']!.get!.security).toEqual([{ prism_session: [] }]);
    expect(doc.paths['/api/portfolio']!.get!.security).toEqual([{}]);
  });

  it('generates a client that compiles strictly, calls the API and gets typed errors', async () => {
    const server = app.getHttpServer();
    const { port } = server.address() as { port: number };
    const doc = (await request(server).get('/api/docs/json')).body as object;
    // Inside the repository, so the program finds openapi-fetch in node_modules.
    const work = path.join(
      __dirname,
      `../../../test-results/openapi-client-${randomBytes(4).toString('hex')}`,
    );
    mkdirSync(work, { recursive: true });
    try {
      writeFileSync(path.join(work, 'openapi.json'), JSON.stringify(doc));
      copyFileSync(
        path.join(__dirname, 'openapi-client/program.ts'),
        path.join(work, 'program.ts'),
      );
      await run(path.join(BIN, 'openapi-typescript'), ['openapi.json', '-o', 'api.ts'], {
        cwd: work,
      });
      writeFileSync(
        path.join(work, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            target: 'ES2022',
            module: 'commonjs',
            moduleResolution: 'node10',
            esModuleInterop: true,
            skipLibCheck: true,
            types: ['node'],
          },
          files: ['program.ts', 'api.ts'],
        }),
      );
      const compiled = await run(path.join(BIN, 'tsc'), ['-p', 'tsconfig.json'], {
        cwd: work,
      }).catch((error: unknown) => error as { stdout: string; code: number });
      expect('code' in compiled ? compiled.stdout : '').toBe('');

      const { stdout } = await run(
        process.execPath,
        ['program.js', `http://127.0.0.1:${port}`, OWNER.username, OWNER.password],
        { cwd: work },
      );
      expect(stdout.trim().split('\n')).toEqual([
        'health 200',
        'settings true',
        'portfolio 0',
        'missing item 404 Not Found',
        'logos 0',
        'contact Message sent',
        'bad contact 400 Bad Request [email] [message]',
        'wrong password 401 Unauthorized',
        'profile owner',
        'created editor',
        'duplicate user 409 Conflict',
        'missing permission 403 Forbidden',
        'logo 0 true',
        'signed out 401 Unauthorized',
      ]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
