// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
/**
 * The production stack on paper: docker-compose.yml, .env.example, the Dockerfiles,
 * .dockerignore, the Makefile and the CI workflow agree with each other and with the code
 * (variables read, ports, health routes, build outputs). No Docker engine needed.
 */
import { accessSync, constants } from 'node:fs';
import { parse } from 'yaml';
import { heapCapMb, memoryEnv } from '../../../scripts/memory-caps.cjs';
import { EXAMPLE_VALUE_MARKER } from '../../src/config/app-config';
import { envSchema } from '../../src/config/env.schema';
import routePermissions from '../api/route-permissions.json';
import {
  frontendEnvKeys,
  readDockerfile,
  readEnvExample,
  readRepoFile,
  repoFileExists,
  repoPath,
} from './repo-files';

interface Healthcheck {
  test: string[];
  interval?: string;
  start_period?: string;
}
interface Service {
  image?: string;
  command?: string[];
  deploy?: { replicas?: number };
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: Healthcheck;
  networks?: string[];
  user?: string;
  init?: boolean;
  restart?: string;
  entrypoint?: string[];
  logging?: unknown;
  profiles?: string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks: Record<string, { internal?: boolean } | null>;
}

const composeText = readRepoFile('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as Compose;
const services = compose.services;
const service = (name: string): Service => {
  const s = services[name];
  if (!s) throw new Error(`docker-compose.yml has no service ${name}`);
  return s;
};
const envExample = readEnvExample();

/** Every ${NAME...} in the compose file, with its form: required (:?), default (:-) or bare. */
const interpolations = [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)(:\?|:-|\?|-)?[^}]*\}/g)].map(
  (m) => ({ name: m[1] as string, form: m[2] ?? '' }),
);

const BACKEND_VARS = Object.keys(envSchema.shape);
const FRONTEND_VARS = frontendEnvKeys();
/** Read only when the apps run embedded (SQLite, media on disk, a shared data folder): not in compose. */
const EMBEDDED_ONLY = ['DATA_DIR', 'SQLITE_PATH', 'MEDIA_DIR'];
/** Secrets the operator must choose: their example value carries the placeholder marker. */
const SECRETS = [
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'POSTGRES_PASSWORD',
  'MINIO_ROOT_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'AUDIENCE_SECRET',
];

/** The URL path a `node infra/healthcheck.mjs <path>` probe asks for. */
function probedPath(test: string[]): string {
  expect(test.slice(0, 3)).toEqual(['CMD', 'node', 'infra/healthcheck.mjs']);
  return test[3] as string;
}

describe('docker-compose.yml', () => {
  it('runs postgres, minio with its one-shot set-up, migrations, the apps and HAProxy', () => {
    expect(Object.keys(services).sort()).toEqual([
      'backend',
      'frontend',
      'haproxy',
      'mailpit',
      'migrate',
      'minio',
      'minio-init',
      'postgres',
    ]);
    // Only the mail catcher is optional: it runs with the dev profile alone.
    const profiled = Object.entries(services).filter(([, s]) => s.profiles);
    expect(profiled.map(([name, s]) => [name, s.profiles])).toEqual([['mailpit', ['dev']]]);
    expect(service('mailpit').image).toMatch(/^axllent\/mailpit:v\d+\.\d+\.\d+$/);
  });

  it('pins every image: a PostgreSQL major, MinIO release tags, built app images', () => {
    expect(service('postgres').image).toMatch(/^postgres:\d{2}(\.\d+)?-alpine$/);
    expect(service('minio').image).toMatch(/minio\/minio:RELEASE\.\d{4}-\d\d-\d\dT[\d-]+Z$/);
    expect(service('minio-init').image).toMatch(/minio\/mc:RELEASE\.\d{4}-\d\d-\d\dT[\d-]+Z$/);
    for (const name of ['backend', 'frontend']) {
      const build = service(name).build!;
      expect(build.context).toBe('.');
      expect(build.dockerfile).toBe(`infra/${name}.Dockerfile`);
      expect(repoFileExists(build.dockerfile)).toBe(true);
    }
    // Migrations run from the backend's image, its own CLI, with the backend's settings.
    expect(service('migrate').build).toEqual(service('backend').build);
    expect(service('migrate').command).toEqual(['node', 'backend/dist/database/cli/migrate.js']);
    expect(service('migrate').environment).toEqual(service('backend').environment);
    expect(repoFileExists('backend/src/database/cli/migrate.ts')).toBe(true);
    // The HAProxy the cluster test runs from Debian bookworm's package (2.6.12).
    expect(service('haproxy').image).toBe('haproxy:2.6.12-alpine');
    expect(composeText).not.toMatch(/:latest\b/);
  });

  it('gives every long-running service a health check, probing real routes', () => {
    expect(service('postgres').healthcheck!.test.join(' ')).toMatch(/pg_isready -U prism -d prism/);
    expect(service('minio').healthcheck!.test).toEqual(['CMD', 'mc', 'ready', 'local']);

    const backendPath = probedPath(service('backend').healthcheck!.test);
    expect(backendPath).toBe('/api/health/ready');
    expect((routePermissions as Record<string, string>)[`GET ${backendPath}`]).toBe('public');

    const frontendPath = probedPath(service('frontend').healthcheck!.test);
    // The site's own readiness, which needs no API call (no log line every few seconds)
    // and fails from SIGTERM on (ADR 067).
    expect(frontendPath).toBe('/health/ready');
    expect(readRepoFile('frontend/server/app.ts')).toContain("app.get('/health/ready', ");
    // HAProxy answers once it serves the site through a copy.
    expect(service('haproxy').healthcheck!.test).toEqual([
      'CMD',
      'wget',
      '-q',
      '-O',
      '/dev/null',
      'http://127.0.0.1:3000/health/ready',
    ]);
  });

  it('starts each service only once what it needs is healthy or done', () => {
    expect(service('minio-init').depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(service('backend').depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      minio: { condition: 'service_healthy' },
      'minio-init': { condition: 'service_completed_successfully' },
      migrate: { condition: 'service_completed_successfully' },
    });
    expect(service('migrate').depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(service('frontend').depends_on).toEqual({ backend: { condition: 'service_healthy' } });
    expect(service('haproxy').depends_on).toEqual({
      backend: { condition: 'service_healthy' },
      frontend: { condition: 'service_healthy' },
    });
    expect(service('minio-init').restart).toBe('no');
    expect(service('migrate').restart).toBe('no');
    // With several copies, migrations run once, from the migrate service (ADR 067).
    expect(service('backend').environment!.DB_MIGRATE_ON_START).toBe('false');
  });

  it('bounds the log files Docker keeps for every service', () => {
    for (const [name, s] of Object.entries(services)) {
      expect({ name, logging: s.logging }).toEqual({
        name,
        logging: { driver: 'json-file', options: { 'max-size': '10m', 'max-file': '5' } },
      });
    }
  });

  it('keeps state in named volumes on the data services only', () => {
    expect(service('postgres').volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(service('minio').volumes).toEqual(['minio-data:/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['minio-data', 'postgres-data']);
    // The apps are stateless: nothing of theirs lives on a volume.
    expect(service('backend').volumes).toBeUndefined();
    expect(service('frontend').volumes).toBeUndefined();
    // The set-up script is mounted from the repository.
    const [source] = (service('minio-init').volumes ?? [''])[0]!.split(':');
    expect(repoFileExists(source!)).toBe(true);
    expect(service('minio-init').entrypoint).toEqual(['/bin/sh', '/prism/minio-init.sh']);
    expect(service('haproxy').volumes).toEqual([
      './infra/haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    ]);
  });

  it('publishes one port, the load balancer site front, on loopback unless told otherwise', () => {
    const published = Object.entries(services).filter(([, s]) => s.ports && !s.profiles);
    expect(published.map(([name]) => name)).toEqual(['haproxy']);
    // The dev mail catcher shows its web page on loopback only.
    expect(service('mailpit').ports).toEqual(['127.0.0.1:8025:8025']);
    expect(service('haproxy').ports).toEqual([
      '${PRISM_BIND_ADDRESS:-127.0.0.1}:${PRISM_PORT:-3000}:3000',
    ]);
    expect(service('haproxy').environment!.PRISM_LB_SITE_BIND).toBe(':3000');
    expect(service('frontend').environment!.PORT).toBe('3000');
    expect(service('haproxy').networks).toEqual(['edge']);
    expect(service('migrate').networks).toEqual(['data']);
    // The data services sit on an internal network the frontend is not on.
    expect(compose.networks.data).toEqual({ internal: true });
    expect(service('postgres').networks).toEqual(['data']);
    expect(service('minio').networks).toEqual(['data']);
    expect(service('frontend').networks).toEqual(['edge']);
    expect(service('backend').networks?.sort()).toEqual(['data', 'edge']);
  });

  it('wires the apps to each other and to the data services consistently', () => {
    const backend = service('backend').environment!;
    const frontend = service('frontend').environment!;
    // The sites reach every API copy through HAProxy's API front.
    expect(frontend.BACKEND_URL).toBe(
      `http://haproxy${service('haproxy').environment!.PRISM_LB_API_BIND!}`,
    );
    expect(service('haproxy').environment!.PRISM_API1).toBe(`prism-backend-1:${backend.PORT!}`);
    expect(backend.DATABASE_URL).toMatch(
      /^postgres:\/\/prism:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/prism$/,
    );
    expect(backend.S3_ENDPOINT).toBe('http://minio:9000');
    expect(backend.S3_FORCE_PATH_STYLE).toBe('true');
    expect(backend.S3_BUCKET).toBe(service('minio-init').environment!.S3_BUCKET);
    expect(backend.S3_ACCESS_KEY_ID).toBe(service('minio-init').environment!.S3_ACCESS_KEY_ID);
  });

  it('runs the apps in production, without demo mode, as hardened restartable services', () => {
    for (const name of ['backend', 'frontend']) {
      const s = service(name);
      expect(s.environment!.NODE_ENV).toBe('production');
      expect(s.environment!.HOST).toBe('0.0.0.0');
      expect(s).toMatchObject({
        init: true,
        restart: 'unless-stopped',
        cap_drop: ['ALL'],
        security_opt: ['no-new-privileges:true'],
      });
    }
    const backend = service('backend').environment!;
    // Demo mode and demo content are off unless the operator opts in.
    expect(backend.DEMO_MODE).toBe('${DEMO_MODE:-}');
    expect(backend.SEED_DEMO_CONTENT).toBe('${SEED_DEMO_CONTENT:-}');
  });

  it('refuses to start without the secrets, the owner account and the public address', () => {
    const required = new Set(interpolations.filter((i) => i.form === ':?').map((i) => i.name));
    for (const name of [
      ...SECRETS,
      'ADMIN_USERNAME',
      'MINIO_ROOT_USER',
      'S3_ACCESS_KEY_ID',
      'PUBLIC_URL',
    ]) {
      expect({ name, required: required.has(name) }).toEqual({ name, required: true });
    }
    // Nothing required may silently fall back to a default somewhere else in the file.
    for (const name of required) {
      const forms = interpolations.filter((i) => i.name === name).map((i) => i.form);
      expect({ name, forms: [...new Set(forms)] }).toEqual({ name, forms: [':?'] });
    }
  });
});

describe('infra/haproxy/haproxy.cfg in docker-compose.yml', () => {
  const config = readRepoFile('infra/haproxy/haproxy.cfg');
  const placeholders = [...new Set([...config.matchAll(/"\$\{([A-Z0-9_]+)\}"/g)].map((m) => m[1]))];
  const serversOf = (backend: string) => {
    const block = config.split('\n\n').find((part) => part.startsWith(`backend ${backend}\n`));
    return [...(block ?? '').matchAll(/^ {4}server (\S+) "\$\{([A-Z0-9_]+)\}"/gm)].map((m) => ({
      name: m[1],
      variable: m[2] as string,
    }));
  };

  it('has one server per copy compose runs, named as compose names them', () => {
    const environment = service('haproxy').environment!;
    expect(Object.keys(environment).sort()).toEqual([...placeholders].sort());
    for (const [backend, name, port] of [
      ['apis', 'backend', service('backend').environment!.PORT!],
      ['sites', 'frontend', service('frontend').environment!.PORT!],
    ] as const) {
      const servers = serversOf(backend);
      expect(servers).toHaveLength(service(name).deploy!.replicas!);
      expect(servers.map((s) => environment[s.variable])).toEqual(
        servers.map((_, i) => `prism-${name}-${i + 1}:${port}`),
      );
    }
    // The project name the copies' names start with.
    expect(composeText).toMatch(/^name: prism$/m);
  });

  it('health-checks the readiness routes compose probes, and the cluster test runs this file', () => {
    expect(config).toContain('option httpchk GET /api/health/ready');
    expect(config).toContain('option httpchk GET /health/ready');
    // The copies alive, for when every copy is out at once (the database away): the same
    // servers as the API's backend.
    expect(config).toContain('use_backend apis_alive if { nbsrv(apis) eq 0 }');
    expect(serversOf('apis_alive')).toEqual(serversOf('apis'));
    expect(readRepoFile('backend/test/cluster/cluster.ts')).toContain(
      "HAPROXY_CONFIG = 'infra/haproxy/haproxy.cfg'",
    );
  });
});

describe('every variable the apps read', () => {
  it('is set for the backend container, unless it only matters to the embedded run', () => {
    const environment = service('backend').environment!;
    const missing = BACKEND_VARS.filter((v) => !(v in environment) && !EMBEDDED_ONLY.includes(v));
    expect(missing).toEqual([]);
    expect(Object.keys(environment).filter((v) => !BACKEND_VARS.includes(v))).toEqual([]);
    for (const v of EMBEDDED_ONLY) expect(BACKEND_VARS).toContain(v);
  });

  it('is set for the frontend container, unless it only matters to the embedded run', () => {
    const environment = service('frontend').environment!;
    // DATA_DIR: where an unset AUDIENCE_SECRET is shared, which compose requires instead.
    const missing = FRONTEND_VARS.filter((v) => !(v in environment) && !EMBEDDED_ONLY.includes(v));
    expect(missing).toEqual([]);
    expect(Object.keys(environment).filter((v) => !FRONTEND_VARS.includes(v))).toEqual([]);
  });

  it('passes an operator setting through under its own name', () => {
    for (const name of ['backend', 'frontend']) {
      for (const [key, value] of Object.entries(service(name).environment!)) {
        const refs = [...value.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]);
        if (key === 'DATABASE_URL') expect(refs).toEqual(['POSTGRES_PASSWORD']);
        else expect({ key, refs }).toEqual({ key, refs: refs.length ? [key] : [] });
      }
    }
  });

  it('is documented in .env.example', () => {
    const undocumented = [...new Set([...BACKEND_VARS, ...FRONTEND_VARS])].filter(
      (v) => !envExample.documented.has(v),
    );
    expect(undocumented).toEqual([]);
  });
});

describe('.env.example', () => {
  it('documents only variables an app reads or docker-compose.yml uses', () => {
    const used = new Set([...BACKEND_VARS, ...FRONTEND_VARS, ...interpolations.map((i) => i.name)]);
    expect([...envExample.documented].filter((v) => !used.has(v))).toEqual([]);
  });

  it('sets every value docker-compose.yml requires, and nothing it ignores', () => {
    const referenced = new Set(interpolations.map((i) => i.name));
    const required = interpolations.filter((i) => i.form === ':?').map((i) => i.name);
    expect(required.filter((v) => !(v in envExample.active))).toEqual([]);
    expect(Object.keys(envExample.active).filter((v) => !referenced.has(v))).toEqual([]);
    expect([...referenced].filter((v) => !envExample.documented.has(v))).toEqual([]);
  });

  it('ships placeholders, never usable secrets, and safe production defaults', () => {
    for (const name of SECRETS) {
      expect({ name, value: envExample.active[name] }).toEqual({
        name,
        value: expect.stringContaining(EXAMPLE_VALUE_MARKER),
      });
    }
    expect(envExample.active.PUBLIC_URL).toContain(EXAMPLE_VALUE_MARKER);
    expect(envExample.active.PRISM_BIND_ADDRESS).toBe('127.0.0.1');
    for (const name of ['DEMO_MODE', 'SEED_DEMO_CONTENT', 'COOKIE_SECURE']) {
      expect(envExample.active[name]).toBeUndefined();
    }
  });
});

describe.each(['backend', 'frontend'])('infra/%s.Dockerfile', (name) => {
  const path = `infra/${name}.Dockerfile`;
  const { args, stages } = readDockerfile(path);
  const runtime = stages[stages.length - 1]!;
  const text = readRepoFile(path);

  it('builds in stages on an exactly pinned Node LTS slim image', () => {
    expect(args.NODE_IMAGE).toMatch(/^node:(20|22|24)\.\d+\.\d+-(bookworm|trixie)-slim$/);
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const names = stages.map((s) => s.name);
    for (const stage of stages) {
      expect(stage.from === '${NODE_IMAGE}' || names.includes(stage.from)).toBe(true);
    }
    expect(runtime.from).toBe('${NODE_IMAGE}');
  });

  it('installs the workspace root for the build: the compiler is a root dev dependency', () => {
    const root = JSON.parse(readRepoFile('package.json')) as {
      devDependencies: Record<string, string>;
    };
    expect(root.devDependencies.typescript).toBeDefined();
    const build = stages.find((s) => s.name === 'build')!;
    expect(build.lines.find((l) => l.startsWith('RUN npm ci'))).toMatch(
      new RegExp(`--include-workspace-root --workspace contracts --workspace ${name}\\b`),
    );
    expect(build.lines.find((l) => l.startsWith('RUN npm run build'))).toContain(
      `--workspace ${name}`,
    );
  });

  it('ships production dependencies only and runs node directly as a non-root user', () => {
    expect(text).toMatch(/npm ci --omit=dev/);
    const fromStages = runtime.lines
      .map((l) => /^COPY --from=(\S+) \S*node_modules/.exec(l)?.[1])
      .filter(Boolean);
    expect(fromStages).toEqual(['prod-deps']);
    const prodDeps = stages.find((s) => s.name === 'prod-deps')!;
    expect(prodDeps.lines.join('\n')).toMatch(/npm ci --omit=dev/);
    expect(runtime.lines).toContain('USER node');
    expect(runtime.lines.findIndex((l) => l === 'USER node')).toBeLessThan(
      runtime.lines.findIndex((l) => l.startsWith('CMD')),
    );
    expect(runtime.lines.find((l) => l.startsWith('CMD'))).toMatch(/^CMD \["node", "[^"]+"\]$/);
    expect(runtime.lines.join('\n')).not.toMatch(/COPY \. /);
  });

  it('runs the entry point the package builds, on the port compose expects', () => {
    const cmd = JSON.parse(runtime.lines.find((l) => l.startsWith('CMD'))!.slice(4)) as string[];
    const env = runtime.lines.find((l) => l.startsWith('ENV'))!;
    const port = /PORT=(\d+)/.exec(env)![1];
    expect(env).toMatch(/NODE_ENV=production/);
    expect(runtime.lines).toContain(`EXPOSE ${port!}`);
    expect(service(name).environment!.PORT).toBe(port);
    const pkg = JSON.parse(readRepoFile(name, 'package.json')) as {
      main?: string;
      scripts: Record<string, string>;
    };
    const entry = cmd[1]!.replace(`${name}/`, '');
    if (name === 'backend') expect(pkg.main).toBe(entry);
    else expect(pkg.scripts.start).toContain(`node ${entry}`);
  });

  it('caps the heap as the cluster test and the bench run it, and returns large freed buffers', () => {
    const kind = name === 'backend' ? 'api' : 'site';
    expect(memoryEnv(kind).NODE_OPTIONS).toBe(`--max-old-space-size=${heapCapMb(kind)}`);
    expect(memoryEnv(kind).MALLOC_MMAP_THRESHOLD_).toBe('131072');
    // Set in the image only: compose passes nothing that would replace it.
    for (const key of Object.keys(memoryEnv(kind)))
      expect(Object.keys(service(name).environment!)).not.toContain(key);
  });

  it('declares the same health check as docker-compose.yml', () => {
    const healthcheck = runtime.lines.find((l) => l.startsWith('HEALTHCHECK'))!;
    const cmd = JSON.parse(/CMD (\[.*\])$/.exec(healthcheck)![1]!) as string[];
    expect(['CMD', ...cmd]).toEqual(service(name).healthcheck!.test);
  });

  it('copies only files that exist, and bakes no secret into the image', () => {
    for (const stage of stages) {
      for (const line of stage.lines.filter((l) => l.startsWith('COPY') && !l.includes('--from'))) {
        const sources = line.split(/\s+/).slice(1, -1);
        for (const source of sources)
          expect({ source, exists: repoFileExists(source) }).toEqual({ source, exists: true });
      }
      for (const line of stage.lines.filter((l) => /^(ENV|ARG)\b/.test(l))) {
        expect(line).not.toMatch(/SECRET|PASSWORD|TOKEN|ACCESS_KEY/);
      }
    }
  });
});

describe('.dockerignore', () => {
  const patterns = readRepoFile('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

  it('keeps dependencies, data, secrets, tests and history out of the build context', () => {
    for (const pattern of [
      '.git',
      '**/node_modules',
      '**/dist',
      '**/build',
      'data',
      'backups',
      '.env',
      '.env.*',
      '**/*.sqlite',
      '**/test',
      '**/e2e',
      '**/*.spec.ts',
      '**/*.test.ts',
      'test-results',
    ]) {
      expect(patterns).toContain(pattern);
    }
  });

  it('never hides a file a Dockerfile copies', () => {
    const copied = ['backend', 'frontend'].flatMap((name) =>
      readDockerfile(`infra/${name}.Dockerfile`)
        .stages.flatMap((s) => s.lines)
        .filter((l) => l.startsWith('COPY') && !l.includes('--from'))
        .flatMap((l) => l.split(/\s+/).slice(1, -1)),
    );
    const ignored = (file: string) =>
      patterns.some((p) => {
        const re = new RegExp(
          `^(.*/)?${p
            .replace(/^\*\*\//, '')
            .replace(/\./g, '\\.')
            .replace(/\*/g, '[^/]*')}(/.*)?$`,
        );
        return re.test(file);
      });
    expect(copied.filter(ignored)).toEqual([]);
  });
});

describe('Makefile', () => {
  const makefile = readRepoFile('Makefile');
  const target = (name: string) =>
    new RegExp(`^${name}:.*\\n((?:\\t.*\\n?)+)`, 'm').exec(makefile)?.[1];

  it('has the operator targets and keeps the developer ones', () => {
    for (const name of ['up', 'down', 'logs', 'ps', 'backup', 'restore', 'run', 'dev', 'test']) {
      expect({ name, defined: target(name) !== undefined }).toEqual({ name, defined: true });
    }
    expect(target('down')).toMatch(/docker compose down/);
    expect(target('logs')).toMatch(/docker compose logs/);
    expect(target('ps')).toMatch(/docker compose ps/);
    expect(target('test')).toMatch(/npm test/);
  });

  it('runs scripts that exist and are executable', () => {
    const scripts = [...makefile.matchAll(/(infra\/scripts\/[\w.-]+)/g)].map((m) => m[1] as string);
    expect(scripts).toEqual(
      expect.arrayContaining([
        'infra/scripts/compose-up.sh',
        'infra/scripts/compose-backup.sh',
        'infra/scripts/compose-restore.sh',
      ]),
    );
    for (const script of scripts)
      expect(() => accessSync(repoPath(script), constants.X_OK)).not.toThrow();
  });
});

describe('.github/workflows/ci.yml', () => {
  interface Step {
    run?: string;
    uses?: string;
    with?: Record<string, string>;
  }
  interface Job {
    services?: Record<string, { image: string }>;
    env?: Record<string, string>;
    steps: Step[];
    strategy?: { matrix: { node: string[] } };
  }
  const workflow = parse(readRepoFile('.github/workflows/ci.yml')) as { jobs: Record<string, Job> };
  const jobs = Object.values(workflow.jobs);

  it('runs .ci/run against a PostgreSQL service on Node 20 and 22', () => {
    const test = jobs.find((j) => j.steps.some((s) => s.run === 'bash .ci/run'))!;
    expect(test).toBeDefined();
    expect(test.services?.postgres?.image).toBe(service('postgres').image);
    expect(test.env?.TEST_DATABASE_URL).toMatch(/^postgres:\/\/.+@localhost:5432\//);
    expect(test.strategy?.matrix.node.map((v) => v.split('.')[0])).toEqual(['20', '22']);
    // .ci/run itself ends with the README's test command.
    expect(readRepoFile('.ci/run').trim().split('\n').slice(-2)).toEqual([
      'npm ci --no-audit --no-fund',
      'npm test',
    ]);
  });

  it('builds both images from their Dockerfiles', () => {
    const files = jobs
      .flatMap((j) => j.steps)
      .map((s) => s.with?.file)
      .filter(Boolean);
    expect(files).toEqual(['infra/backend.Dockerfile', 'infra/frontend.Dockerfile']);
  });
});
