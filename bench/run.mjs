#!/usr/bin/env node
// npm run bench: builds the production app, seeds a realistic data set, measures the site
// and the API against 127.0.0.1 with bounded runs, each figure beside a baseline measured
// in the same run, and writes bench/results.json and BENCHMARKS.md (ADR 018).
//
//   npm run bench                      everything (over an hour on 2 cores: render, site
//                                      and Lighthouse alone took 43 minutes on 2026-11-29)
//   npm run bench -- --skip-build      reuse the current build
//   npm run bench -- --quick           shorter runs, one Lighthouse run per page (a smoke run)
//   npm run bench -- --no-lighthouse   leave the browser scores out
//   npm run bench -- --only=api,site   only these sections (api, site, render, audience,
//                                      bytes, browser, lighthouse, seo, scale), for working on
//                                      one; the report then shows only what was measured
//   npm run bench -- --only scale      the scale section alone (issue 47: the small and the
//                                      big data set on SQLite and PostgreSQL, about 20-25
//                                      minutes on 2 idle cores); its figures replace the scale
//                                      part of the last report, the rest kept as it was
//   npm run bench -- --only scale --scale-factor=0.01 --crawl-seconds=15
//                                      the same with a big set a hundredth the size, a quick
//                                      check (every call, a shorter crawl)
//   npm run bench -- --only scale --scale-databases=sqlite
//                                      the scale section on one database
//   npm run bench -- --only render     the same, the value as the next argument
//   npm run bench -- --only=lighthouse --lighthouse-runs=2
//                                      only the Lighthouse rows, two runs per page
//   npm run bench -- --only render --cpu-prof=DIR
//                                      also writes the uncached site's V8 CPU profile to DIR
//   npm run bench -- --only render --pages=project,block.fr
//                                      only these of the public pages the render and site
//                                      sections measure (landing, project, block; `.fr` or
//                                      `.en` for one language), for comparing two pages
//   npm run bench -- --keep-logs=DIR   also copies every server's log to DIR when the run
//                                      ends, and has the scale section write each timed
//                                      answer slower than its side's p99 there, with its
//                                      time (latency-tail-<database>.log), beside the logs
//
// Every HTTP figure is measured twice: with the Accept-Encoding browsers send, and without.
// It never runs inside npm test. Every server it starts is stopped when it ends.
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { browserBytes, firstLoadScripts } from './lib/browser.mjs';
import { adminEntryBytes, adminModulesIn, inlineStyles, sizes } from './lib/bytes.mjs';
import { capturePages } from './lib/capture.mjs';
import { corpusRatios } from './lib/corpus.mjs';
import { BY_DESIGN, lighthouse } from './lib/lighthouse.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { publishSpread } from './lib/publish-spread.mjs';
import { publicPages, seoScores } from './lib/seo.mjs';
import {
  BROWSER_ENCODING,
  measure,
  median,
  measureEncodings,
  measureTogether,
  pairedRatio,
  settings,
} from './lib/load.mjs';
import {
  CORES,
  CPUS,
  PINNED,
  freePort,
  repin,
  run,
  startNode,
  stop,
  stopAll,
  waitForOk,
} from './lib/proc.mjs';
import { RAW_SAME_JSON, writeReport } from './lib/report.mjs';
import { measureScale } from './lib/scale.mjs';
import {
  openData,
  setLogos,
  setMessages,
  setPageViews,
  setPageViewsPostgres,
  setBlockPage,
  setPortfolio,
  signIn,
  uploadImages,
} from './lib/seed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const quick = args.has('--quick');
const onlyArg = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const onlyValue = onlyArg ?? (args.has('--only') ? argv[argv.indexOf('--only') + 1] : undefined);
const only = onlyValue ? new Set(onlyValue.split(',')) : null;
/** Whether a section of the run is measured this time. */
const section = (name) => !only || only.has(name);
/** Whether any section but the scale one is measured (they share the run's first API). */
const otherSections = !only || [...only].some((name) => name !== 'scale');
const numberArg = (name, fallback) => {
  const value = argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!(n > 0)) throw new Error(`--${name} must be a number above 0`);
  return n;
};
/** The big data set of the scale section at this factor of issue 47's (1: the whole). */
const SCALE_FACTOR = numberArg('scale-factor', 1);
/** How long the scale section crawls each set's public pages: issue 47's five minutes. */
const CRAWL_SECONDS = numberArg('crawl-seconds', quick ? 15 : 300);
/** The databases the scale section measures (`--scale-databases=sqlite`: one alone). */
const SCALE_DATABASES = (
  argv.find((a) => a.startsWith('--scale-databases='))?.slice('--scale-databases='.length) ??
  'sqlite,postgres'
).split(',');
const withLighthouse = !args.has('--no-lighthouse') && section('lighthouse');
const runsArg = [...args].find((a) => a.startsWith('--lighthouse-runs='));
const LIGHTHOUSE_RUNS = runsArg
  ? Number(runsArg.slice('--lighthouse-runs='.length))
  : quick
    ? 1
    : 5;
/** The public pages the render and site sections measure (--pages=landing,project.fr,…). */
const PAGE_KINDS = ['landing', 'project', 'block'];
const pagesArg = argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length);
const pageChoice = pagesArg?.split(',') ?? null;
for (const choice of pageChoice ?? []) {
  const [kind, language] = choice.split('.');
  if (!PAGE_KINDS.includes(kind) || (language && language !== 'en' && language !== 'fr'))
    throw new Error(`--pages: ${choice} is not one of ${PAGE_KINDS.join(', ')} (.en or .fr)`);
}
/** Whether a public page of that kind in that language is measured this time. */
const pageChosen = (kind, language) =>
  !pageChoice || pageChoice.includes(kind) || pageChoice.includes(`${kind}.${language}`);
/** Where the run's server logs and the scale section's slowest answers are kept (--keep-logs). */
const keepLogsDir = argv.find((a) => a.startsWith('--keep-logs='))?.slice('--keep-logs='.length);
/** Where the uncached site writes its CPU profile (--cpu-prof=DIR), to see where a render goes. */
const cpuProfileDir = argv.find((a) => a.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1) {
  throw new Error('--lighthouse-runs must be a whole number of runs, 1 or more');
}
/** Latency figures at one connection need fewer seconds than throughput figures. */
const LATENCY_SECONDS = quick ? 1 : 2;
/** The landing page's cap (contracts LIMITS.portfolioList.landing). */
const LANDING_LIMIT = 12;
/**
 * Rounds of the rows that decide issue 26's ratios (R2, R5). This host's speed moves by a
 * third within a minute, and a page's ratio moved by 0.1-0.4 between full runs of three
 * rounds (ADR 018): a median of seven pairs is steadier, for a few more minutes of bench.
 */
const RATIO_ROUNDS = quick ? 1 : 7;
/** A public path no route answers: the site's 404 page. */
const NOT_FOUND_PATH = '/no-such-page';
Object.assign(settings, quick ? { runs: 1, seconds: 2, warmupSeconds: 1 } : { seconds: 4 });

const started = Date.now();
/** The API's database file, once the run has made it. */
let sqlitePath = '';
/** The block page's path in each language, once the run has seeded it. */
let blockPage = { en: '', fr: '' };
const log = (text) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${text}`);

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: CPUS,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    pinned: PINNED,
    cores: CORES,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
  },
  method: {
    command: ['npm run bench', ...(args.size > 0 ? ['--', ...args] : [])].join(' '),
    ...settings,
    ratioRounds: RATIO_ROUNDS,
    lighthouseRuns: withLighthouse ? LIGHTHOUSE_RUNS : 0,
    quick,
    built: !args.has('--skip-build'),
    ...(only ? { only: [...only] } : {}),
    encodings: { browser: BROWSER_ENCODING['accept-encoding'], plain: 'none' },
    // R1's and R5's baseline replays the cached site's answers (issue 47); a report kept from
    // an older run has no such mark, and says its site figures predate it.
    staticBaseline: 'the cached site’s answers',
  },
  anchors: {},
  api: {},
  site: {},
  render: {},
  growth: { landing: {}, inbox: {} },
  audience: {},
  bytes: {},
  images: {},
  lighthouse: {},
  seo: {},
};

async function main() {
  if (!args.has('--skip-build')) {
    log('building (npm run build)');
    await run('npm', ['run', 'build'], { cwd: root, timeoutMs: 600_000 });
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'prism-bench-'));
  if (keepLogsDir) mkdirSync(keepLogsDir, { recursive: true });
  // Also on Ctrl-C: the signal handler of lib/proc.mjs stops the servers and exits.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const logs = (name) => path.join(dataDir, `${name}.log`);
  try {
    if (otherSections) await measureAll(dataDir, logs);
    if (section('scale')) {
      const scaleStarted = Date.now();
      const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
      await measureScale({
        results,
        dataDir,
        logs,
        log,
        factor: SCALE_FACTOR,
        crawlSeconds: CRAWL_SECONDS,
        databases: SCALE_DATABASES,
        apiEnv,
        audienceSecret: AUDIENCE_SECRET,
        quick,
        tailLogDir: keepLogsDir ? path.resolve(keepLogsDir) : null,
      });
      results.scale.run = {
        date: new Date(scaleStarted).toISOString(),
        command: results.method.command,
        seconds: Math.round((Date.now() - scaleStarted) / 1000),
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
      };
    }
  } finally {
    stopAll();
    if (keepLogsDir) keepLogs(dataDir, keepLogsDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
  results.machine.loadAverageAtEnd = loadavg().map((l) => Math.round(l * 100) / 100);
  results.durationSeconds = Math.round((Date.now() - started) / 1000);
  const resultsFile = path.join(import.meta.dirname, 'results.json');
  // The scale section alone takes the place of the last report's scale figures, the rest of
  // that report kept as it was measured (its own date and command stay in its header).
  const report =
    !otherSections && existsSync(resultsFile)
      ? { ...JSON.parse(readFileSync(resultsFile, 'utf8')), scale: results.scale }
      : results;
  // The report adds the evaluated targets to the results before they are written.
  await writeReport(report, path.join(root, 'BENCHMARKS.md'));
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote bench/results.json and BENCHMARKS.md in ${results.durationSeconds} s`);
}

async function measureAll(dataDir, logs) {
  const owner = { username: 'bench-owner', password: randomBytes(12).toString('hex') };
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  sqlitePath = path.join(dataDir, 'prism.sqlite');

  log('starting the API (production, SQLite)');
  const api = startNode('API', 'dist/main.js', {
    cwd: path.join(root, 'backend'),
    core: CORES.server,
    logFile: logs('api'),
    env: apiEnv(apiPort, dataDir, owner),
  });
  await waitForOk(api, `${apiUrl}/api/health`);
  const cookie = await signIn(apiUrl, owner.username, owner.password);

  log('seeding: 3 pictures through the image pipeline, logos, 20 portfolio items, a block page');
  const db = openData(sqlitePath);
  const images = await uploadImages(apiUrl, cookie, 3);
  results.dataSet = { pictures: images.length, logos: setLogos(db) };
  setPortfolio(db, images, 20);
  // Issue 50: a page built from blocks, its pictures from the media library, in both languages.
  blockPage = await setBlockPage(apiUrl, cookie);

  // ---------------------------------------------------------------- API (ADR 018)
  if (section('api')) await measureApi({ apiUrl, db, images, cookie, logs });

  // ---------------------------------------------------------------- site
  setPortfolio(db, images, 20);
  // R1 and R2 are about the site server: it gets the server core, the API moves beside the
  // load generator (which idles at SSR rates).
  await repin(api, CORES.load);
  const siteEnv = (port, cache) => ({
    AUDIENCE_SECRET,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    BACKEND_URL: apiUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAGE_CACHE: String(cache),
  });
  const frontendDir = path.join(root, 'frontend');
  const uncachedPort = await freePort();
  const uncachedUrl = `http://127.0.0.1:${uncachedPort}`;
  const uncached = startNode('site (no page cache)', 'build/runtime/main.js', {
    cwd: frontendDir,
    core: CORES.server,
    logFile: logs('site-uncached'),
    env: {
      ...siteEnv(uncachedPort, false),
      ...(cpuProfileDir ? { SHUTDOWN_DELAY_SECONDS: '0' } : {}),
    },
    nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [],
  });
  await waitForOk(uncached, `${uncachedUrl}/robots.txt`);

  const { items: portfolio } = await (await fetch(`${apiUrl}/api/portfolio`)).json();
  // Each public page in both languages (ADR 042): `/` itself only redirects.
  const projectPath = `/en/work/${portfolio[0].slug}`;
  const frenchProjectPath = `/fr/realisations/${portfolio[0].alternates.fr}`;
  const paths = [
    ['landing', 'en', '/en/'],
    ['project', 'en', projectPath],
    ['block', 'en', blockPage.en],
    ['landing', 'fr', '/fr/'],
    ['project', 'fr', frenchProjectPath],
    ['block', 'fr', blockPage.fr],
  ]
    .filter(([kind, language]) => pageChosen(kind, language))
    .map(([, , page]) => page);

  const cachedPort = await freePort();
  const cachedUrl = `http://127.0.0.1:${cachedPort}`;
  const cached = startNode('site', 'build/runtime/main.js', {
    cwd: frontendDir,
    core: CORES.server,
    logFile: logs('site'),
    env: siteEnv(cachedPort, true),
  });
  await waitForOk(cached, `${cachedUrl}/robots.txt`);
  // The answers visitors get, as the site sends them, for the static baseline to replay.
  const pages = await capturePages(cachedUrl, paths);
  results.bytes.html = Object.fromEntries(
    Object.entries(pages).map(([page, { bodies }]) => {
      const html = Buffer.from(bodies.identity, 'base64');
      return [page, { ...sizes(html), inlineCss: sizes(inlineStyles(html.toString('utf8'))) }];
    }),
  );
  const pagesFile = path.join(dataDir, 'pages.json');
  writeFileSync(pagesFile, JSON.stringify(pages));

  const label = {
    '/en/': 'landing /',
    [projectPath]: 'project page',
    '/fr/': 'landing /fr/',
    [frenchProjectPath]: 'project page (fr)',
    [blockPage.en]: 'block page',
    [blockPage.fr]: 'block page (fr)',
  };
  if (section('render')) {
    // R2's ceiling: the same pages sent by a plain Express server, compressed per request as
    // the site does, with nothing to render or load.
    const servedPort = await freePort();
    const servedUrl = `http://127.0.0.1:${servedPort}`;
    const served = startNode('pages compressed per request', 'servers/static-html.mjs', {
      cwd: import.meta.dirname,
      core: CORES.server,
      logFile: logs('served'),
      args: [pagesFile, String(servedPort), 'compress'],
    });
    await waitForOk(served, `${servedUrl}${paths[0]}`);
    for (const page of paths) {
      results.render[label[page]] = await measureRender(page, {
        apiUrl,
        uncachedUrl,
        servedUrl,
        site: uncached.child.pid,
      });
    }
    await stop(served);
  }

  const staticPort = await freePort();
  const staticUrl = `http://127.0.0.1:${staticPort}`;
  const baseline = startNode('static baseline', 'servers/static-html.mjs', {
    cwd: import.meta.dirname,
    core: CORES.server,
    logFile: logs('static'),
    args: [pagesFile, String(staticPort)],
  });
  await waitForOk(baseline, `${staticUrl}${paths[0]}`);
  for (const page of section('site') ? paths : []) {
    log(`site ${page}: SSR and the static baseline in turns`);
    const figures = await measureEncodings({
      ssr: `${uncachedUrl}${page}`,
      static: `${staticUrl}${page}`,
    });
    const { ssr, static: fromMemory } = figures.browser;
    results.site[label[page]] = {
      path: page,
      ssr,
      static: fromMemory,
      r1: pairedRatio(ssr, fromMemory),
      plain: {
        ssr: figures.plain.ssr,
        static: figures.plain.static,
        r1: pairedRatio(figures.plain.ssr, figures.plain.static),
      },
    };
  }

  if (section('site') && paths.includes('/en/')) {
    log('R2: renderToString loop of the landing tree');
    results.site['landing /'].renderLoop = JSON.parse(
      await run(
        process.execPath,
        [
          'servers/render-loop.mjs',
          apiUrl,
          uncachedUrl,
          '/en/',
          String(Math.max(3, settings.seconds)),
        ],
        { cwd: import.meta.dirname, core: CORES.server, env: { NODE_ENV: 'production' } },
      ),
    );
  }

  // The API pushes the content version to the cached site, and answers it when the push is
  // silent (ADR 093): the API joins the site on the server core, so its share of a cached
  // page's CPU is counted and the load generator never holds it up (ADR 018).
  await repin(api, CORES.server);
  for (const page of section('site') ? paths : []) {
    log(`site ${page}: page cache and the static baseline in turns`);
    // CPU per request: the site's and the API's for a cached page, the baseline's own.
    const figures = await measureEncodings(
      {
        cached: { url: `${cachedUrl}${page}`, cpuOf: [cached.child.pid, api.child.pid] },
        static: { url: `${staticUrl}${page}`, cpuOf: [baseline.child.pid] },
      },
      { rounds: RATIO_ROUNDS },
    );
    const { cached: fromCache, static: fromMemory } = figures.browser;
    Object.assign(results.site[label[page]], {
      cached: fromCache,
      staticForCache: fromMemory,
      r5: pairedRatio(fromCache, fromMemory),
      cpuRatio: cpuRatio(fromCache, fromMemory),
    });
    Object.assign(results.site[label[page]].plain, {
      cached: figures.plain.cached,
      staticForCache: figures.plain.static,
      r5: pairedRatio(figures.plain.cached, figures.plain.static),
      cpuRatio: cpuRatio(figures.plain.cached, figures.plain.static),
    });
  }
  await stop(baseline);

  if (section('site')) {
    log('a staff edit on two site copies: how long until each serves it');
    const secondPort = await freePort();
    const second = startNode('site (second copy)', 'build/runtime/main.js', {
      cwd: frontendDir,
      core: CORES.server,
      logFile: logs('site-second'),
      env: siteEnv(secondPort, true),
    });
    const copies = [cachedUrl, `http://127.0.0.1:${secondPort}`];
    await waitForOk(second, `${copies[1]}/robots.txt`);
    results.site.publishSpread = await publishSpread({
      apiUrl,
      cookie,
      copies,
      rounds: quick ? 5 : 30,
    });
    await stop(second);
  }

  if (section('site')) {
    log('media through the site beside a static asset of about its size: CPU per request');
    results.media = await mediaAgainstStatic(cachedUrl, portfolio[0], [
      cached.child.pid,
      api.child.pid,
    ]);
  }

  if (section('audience')) {
    await measureAudience({ apiUrl, db, cookie, siteEnv, frontendDir, logs });
  }

  for (const count of section('site') ? [10, 100, 1_000] : []) {
    setPortfolio(db, images, count);
    log(`landing page at ${count} portfolio items`);
    const response = await fetch(`${uncachedUrl}/en/`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const html = Buffer.from(await response.arrayBuffer());
    results.growth.landing[count] = {
      html: sizes(html),
      render: await measure(`${uncachedUrl}/en/`, { connections: 1, seconds: LATENCY_SECONDS }),
    };
  }
  setPortfolio(db, images, 20);
  await stop(uncached);

  if (section('bytes')) {
    log('bytes: the admin entry JavaScript and CSS, image corpus');
    results.bytes.admin = adminEntryBytes();
    results.images.corpus = await corpusRatios(3);
  }
  if (section('browser')) {
    log('browser: image bytes at 375 and 1280 px, repeat view');
    results.images.landing = await browserBytes(cachedUrl);
    log('browser: JavaScript each public page fetches before any scrolling');
    const firstLoad = await firstLoadScripts(cachedUrl, {
      '/': '/en/',
      'project page': projectPath,
      '/privacy': '/en/privacy',
      '/fr/': '/fr/',
      'project page (fr)': frenchProjectPath,
      'block page': blockPage.en,
      'block page (fr)': blockPage.fr,
      404: NOT_FOUND_PATH,
    });
    for (const page of Object.values(firstLoad)) Object.assign(page, adminModulesIn(page.files));
    results.bytes.firstLoad = firstLoad;
  }

  if (section('seo')) {
    // Issue 23: SEO 100 on every public page in each language (a quick run: 3 projects).
    const all = await wholePortfolio(apiUrl);
    const pages = [...publicPages(all, quick ? 3 : all.length), blockPage.fr, blockPage.en];
    results.seo = await seoScores(cachedUrl, pages, log);
  }

  if (withLighthouse) {
    const floorPort = await freePort();
    const floor = startNode('floor', 'servers/floor.mjs', {
      cwd: import.meta.dirname,
      core: CORES.server,
      logFile: logs('floor'),
      args: [String(floorPort)],
    });
    await waitForOk(floor, `http://127.0.0.1:${floorPort}/`);
    const firstProject = (await (await fetch(`${apiUrl}/api/portfolio`)).json()).items[0].slug;
    for (const [name, url, byDesign] of [
      ['floor (static page)', `http://127.0.0.1:${floorPort}/`],
      ['/', `${cachedUrl}/en/`],
      ['/fr/', `${cachedUrl}/fr/`],
      ['project page', `${cachedUrl}/en/work/${firstProject}`],
      ['block page', `${cachedUrl}${blockPage.en}`],
      ['block page (fr)', `${cachedUrl}${blockPage.fr}`],
      ['404', `${cachedUrl}${NOT_FOUND_PATH}`, BY_DESIGN.notFound],
      ['/admin/login', `${cachedUrl}/admin/login`, BY_DESIGN.notIndexed],
    ]) {
      log(`Lighthouse ${name} (${LIGHTHOUSE_RUNS} runs)`);
      results.lighthouse[name] = await lighthouse(url, LIGHTHOUSE_RUNS, {
        expectStatus: name === '404' ? 404 : 200,
        byDesign,
        name,
      });
    }
    await stop(floor);
  }
  db.close();
  await stop(cached);
  await stop(api);
}

/**
 * Issue 26's render rows: an uncached page (PAGE_CACHE=false) with the Accept-Encoding
 * browsers send and without, in turns with React's renderToString of the very tree the
 * site renders for that URL, in a loop on the same core (bench/servers/render-loop.mjs).
 */
/** Every item of the public list, a page of the largest size at a time (ADR 092). */
async function wholePortfolio(apiUrl) {
  const items = [];
  let cursor = null;
  do {
    const query = cursor ? `?limit=100&cursor=${cursor}` : '?limit=100';
    const page = await (await fetch(`${apiUrl}/api/portfolio${query}`)).json();
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The servers' logs of the run (its data folder's `*.log`), copied to `dir`. */
function keepLogs(dataDir, dir) {
  for (const name of readdirSync(dataDir).filter((n) => n.endsWith('.log'))) {
    copyFileSync(path.join(dataDir, name), path.join(dir, name));
  }
}

async function measureRender(page, { apiUrl, uncachedUrl, servedUrl, site }) {
  log(`render ${page}: uncached SSR with and without compression, and renderToString, in turns`);
  let loop = null;
  /** The loop's CPU per render of each run, the warm-up's first. */
  const loopCpu = [];
  const rate = async (seconds) => {
    loop = JSON.parse(
      await run(
        process.execPath,
        ['servers/render-loop.mjs', apiUrl, uncachedUrl, page, String(seconds)],
        { cwd: import.meta.dirname, core: CORES.server, env: { NODE_ENV: 'production' } },
      ),
    );
    loopCpu.push(loop.cpuMsPerRender);
    return loop.rendersPerSecond;
  };
  const url = `${uncachedUrl}${page}`;
  // 50 connections, as every throughput row: at 8 the site's core idled between renders
  // and a page cost a quarter more CPU (ADR 065). The site's CPU per request beside the
  // loop's per render: a ratio that time taken by other work on the machine moves less.
  const f = await measureTogether(
    {
      compressed: { url, headers: BROWSER_ENCODING, cpuOf: [site] },
      plain: { url, cpuOf: [site] },
      renderToString: { rate },
      served: { url: `${servedUrl}${page}`, headers: BROWSER_ENCODING },
      servedPlain: `${servedUrl}${page}`,
    },
    { rounds: RATIO_ROUNDS },
  );
  // A page costs at least its render and its sending: 1 / (1 + render rate ÷ sent rate).
  const ceiling = (sent) =>
    median(f.renderToString.runs.map((rate, i) => 1 / (1 + rate / sent.runs[i])));
  const renderCpu = loopCpu.slice(1);
  /** A render's CPU ÷ a request's, round by round: the CPU form of the ratio. */
  const cpuShare = (served) => median(served.cpuRuns.map((cpu, i) => renderCpu[i] / cpu));
  return {
    path: page,
    compressed: f.compressed,
    plain: f.plain,
    renderToString: {
      ...f.renderToString,
      msPerRender: loop.msPerRender,
      cpuMsPerRender: median(renderCpu),
      cpuRuns: renderCpu,
      htmlBytes: results.bytes.html[page].raw,
    },
    served: f.served,
    servedPlain: f.servedPlain,
    ratio: pairedRatio(f.compressed, f.renderToString),
    plainRatio: pairedRatio(f.plain, f.renderToString),
    cpuRatio: cpuShare(f.compressed),
    plainCpuRatio: cpuShare(f.plain),
    ceiling: ceiling(f.served),
    plainCeiling: ceiling(f.servedPlain),
  };
}

/** The median over the rounds of a figure's CPU per request ÷ its baseline's. */
const cpuRatio = (figure, baseline) =>
  median(figure.cpuRuns.map((cpu, i) => cpu / baseline.cpuRuns[i]));

/** Ratio of one figure to another per encoding, round by round. */
const ratios = (figures, name, base) =>
  Object.fromEntries(
    Object.entries(figures).map(([encoding, f]) => [encoding, pairedRatio(f[name], f[base])]),
  );

async function startAnchors(logs) {
  const urls = {};
  for (const kind of ['node', 'express', 'nest']) {
    const port = await freePort();
    const server = startNode(`${kind} anchor`, 'servers/anchors.mjs', {
      cwd: import.meta.dirname,
      core: CORES.server,
      logFile: logs(`anchor-${kind}`),
      args: [kind, String(port)],
    });
    urls[kind] = { server, url: `http://127.0.0.1:${port}/hello` };
    await waitForOk(server, urls[kind].url);
  }
  return urls;
}

/**
 * Issue 25 (ADR 053): the cached landing page from fresh site servers in turns, one
 * counting and two with AUDIENCE_COUNTING=false (the baseline and its twin, whose ratio is
 * the same-run noise), with a browser's User-Agent, then with a new one per request; then the Audience
 * panel's answer at one connection with 1,000,000 page views seeded (the days before today
 * rolled up, today's raw), on SQLite and on a throwaway PostgreSQL.
 */
async function measureAudience({ apiUrl, db, cookie, siteEnv, frontendDir, logs }) {
  const browser = {
    'user-agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  };
  // Site servers started alike, the switch aside, so none carries the other sections'
  // history (a fuller heap, a longer-lived cache): what differs is the counting.
  const site = async (name, counting) => {
    const port = await freePort();
    const server = startNode(`site (counting ${name})`, 'build/runtime/main.js', {
      cwd: frontendDir,
      core: CORES.server,
      logFile: logs(`site-counting-${name}`),
      env: { ...siteEnv(port, true), AUDIENCE_COUNTING: String(counting) },
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForOk(server, `${url}/robots.txt`);
    return { server, url };
  };
  const on = await site('on', true);
  const off = await site('off', false);
  const twin = await site('off, a twin', false);
  log('audience: the cached landing page with counting on and with counting off, in turns');
  // The landing page itself: `/` only redirects to it (ADR 042) and is never counted. A
  // view costs a few µs of a request's 200: under a round's noise, so more rounds than
  // elsewhere, and a twin of the baseline whose ratio to it is that noise, in the same run.
  const figures = await measureEncodings(
    {
      countingOn: { url: `${on.url}/en/`, headers: browser },
      countingOff: { url: `${off.url}/en/`, headers: browser },
      twin: { url: `${twin.url}/en/`, headers: browser },
    },
    { rounds: 7 },
  );
  // Every request another visitor (a User-Agent of its own): no repeat to add up, each
  // view its own row, and its User-Agent judged anew (ADR 053).
  const newVisitor = { 'user-agent': `${browser['user-agent']} visitor/[<id>]` };
  const fresh = await measureTogether(
    {
      countingOn: { url: `${on.url}/en/`, unique: true },
      countingOff: { url: `${off.url}/en/`, unique: true },
    },
    { headers: { ...newVisitor, ...BROWSER_ENCODING } },
  );
  await stop(on.server);
  await stop(off.server);
  await stop(twin.server);
  const { browser: hot, plain } = figures;
  results.audience.landing = {
    countingOn: hot.countingOn,
    countingOff: hot.countingOff,
    ratio: pairedRatio(hot.countingOn, hot.countingOff),
    plainRatio: pairedRatio(plain.countingOn, plain.countingOff),
    // The same-run bound: two sites alike, both counting off.
    twinRatio: pairedRatio(hot.twin, hot.countingOff),
    plainTwinRatio: pairedRatio(plain.twin, plain.countingOff),
    newVisitors: { ...fresh, ratio: pairedRatio(fresh.countingOn, fresh.countingOff) },
  };

  const PAGE_VIEWS = 1_000_000;
  /**
   * One more view, a new visitor's, sent as the site server sends its batches (ADR 053:
   * with the run's AUDIENCE_SECRET), so the API stores it through its own connection as it
   * does in use.
   */
  let added = 0;
  const addView = async (url) => {
    added += 1;
    const view = {
      at: new Date().toISOString(),
      path: '/',
      locale: 'en',
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      device: 'desktop',
      network: '127.0.0.0/24',
      userAgent: `${browser['user-agent']} visitor/${added}`,
    };
    const response = await fetch(`${url}/api/internal/audience/views`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-prism-audience-secret': AUDIENCE_SECRET,
      },
      body: JSON.stringify({ views: [view] }),
    });
    const answer = await response.json();
    if (!response.ok || answer.stored !== 1) {
      throw new Error(`audience batch: ${response.status} ${JSON.stringify(answer)}`);
    }
  };
  const panel = async (url, session, seed) => {
    const headers = { cookie: session, ...BROWSER_ENCODING };
    // The agency's today, as the panel counts days (its time zone).
    const answer = await fetch(`${url}/api/admin/audience`, { headers });
    if (!answer.ok) throw new Error(`audience: ${answer.status} ${await answer.text()}`);
    const { to: today } = await answer.json();
    const seeding = Date.now();
    await seed(today);
    const seconds = Math.round((Date.now() - seeding) / 100) / 10;
    log(`audience: seeded in ${seconds} s; the panel at one connection`);
    const dayBefore = (n) =>
      new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const periods = {
      '7 days': `${url}/api/admin/audience?from=${dayBefore(6)}&to=${today}`,
      '30 days': `${url}/api/admin/audience`,
      '90 days': `${url}/api/admin/audience?from=${dayBefore(89)}&to=${today}`,
      // Whole past days only: the roll-up alone.
      'last month': `${url}/api/admin/audience?from=${dayBefore(30)}&to=${dayBefore(1)}`,
    };
    const timed = async (target) => {
      const start = performance.now();
      const response = await fetch(target, { headers });
      if (!response.ok) throw new Error(`audience: ${response.status}`);
      await response.arrayBuffer();
      return performance.now() - start;
    };
    // The first answer after the seeding reads and tallies today's raw views whole (as
    // after a restart, or at midnight); every later one adds only the views stored since.
    const firstAnswer = Math.round(await timed(periods['30 days']));
    const panelFigures = await measureTogether(periods, {
      connections: 1,
      headers,
      seconds: LATENCY_SECONDS,
    });
    // The answers above find today's views unchanged after the first; a live site stores
    // views between two openings of the panel: each of these answers follows a new one,
    // the owner going from one period to the next (7, 30, 90 days) as on a Monday morning.
    const afterNewView = {};
    for (const name of ['7 days', '30 days', '90 days']) afterNewView[name] = [];
    for (let i = 0; i < 50; i += 1) {
      for (const name of Object.keys(afterNewView)) {
        await addView(url);
        afterNewView[name].push(await timed(periods[name]));
      }
    }
    for (const [name, times] of Object.entries(afterNewView)) {
      times.sort((a, b) => a - b);
      afterNewView[name] = {
        answers: times.length,
        p50: Math.round(median(times)),
        // Nearest rank: with 50 answers, the 99th percentile is the slowest.
        p99: Math.round(times[Math.ceil(times.length * 0.99) - 1]),
      };
    }
    return { seedSeconds: seconds, firstAnswer, ...panelFigures, afterNewView };
  };

  log(`audience: seeding ${PAGE_VIEWS.toLocaleString('en')} page views in SQLite`);
  results.audience.dashboard = {
    sqlite: await panel(apiUrl, cookie, async (today) => setPageViews(db, PAGE_VIEWS, today)),
  };

  log('audience: the same on PostgreSQL (a throwaway cluster, its own API)');
  const postgres = await startPostgres();
  try {
    const owner = { username: 'bench-owner', password: randomBytes(12).toString('hex') };
    const pgPort = await freePort();
    const pgUrl = `http://127.0.0.1:${pgPort}`;
    const pgApi = startNode('API (PostgreSQL)', 'dist/main.js', {
      cwd: path.join(root, 'backend'),
      core: CORES.server,
      logFile: logs('api-postgres'),
      env: {
        // Its own secret and media beside the run's data, removed with it.
        ...apiEnv(pgPort, path.join(path.dirname(sqlitePath), 'postgres-api'), owner),
        DATABASE_URL: postgres.url,
      },
    });
    await waitForOk(pgApi, `${pgUrl}/api/health`);
    const pgCookie = await signIn(pgUrl, owner.username, owner.password);
    log(`audience: seeding ${PAGE_VIEWS.toLocaleString('en')} page views in PostgreSQL`);
    results.audience.dashboard.postgres = await panel(pgUrl, pgCookie, (today) =>
      setPageViewsPostgres(postgres.url, PAGE_VIEWS, today),
    );
    await stop(pgApi);
  } finally {
    postgres.remove();
  }
}

/** The secret the run's site servers and APIs share (each API has its own data folder). */
const AUDIENCE_SECRET = randomBytes(24).toString('hex');

/** The production API's environment (SQLite in `dataDir` unless DATABASE_URL is added). */
const apiEnv = (port, dataDir, owner) => ({
  AUDIENCE_SECRET,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_USERNAME: owner.username,
  ADMIN_PASSWORD: owner.password,
  SEED_DEMO_CONTENT: 'false',
  COOKIE_SECURE: 'false',
  // Production's own limits would refuse the bench's many requests from one address.
  LOGIN_MAX_PER_IP: '1000',
});

async function measureApi({ apiUrl, db, images, cookie, logs }) {
  // The hot path beside the frameworks' own floors, all on the server core, in turns.
  log('API hot path: public reads, health and a 304 beside node:http, Express and Nest');
  const anchors = await startAnchors(logs);
  // node:http + better-sqlite3 answering the same JSON: the bound of a public read, as
  // its bytes, not the framework, set what a kept answer can cost (R3 below uses it too).
  const rawPort = await freePort();
  const rawUrl = `http://127.0.0.1:${rawPort}`;
  const raw = startNode('raw API', 'servers/raw-api.mjs', {
    cwd: import.meta.dirname,
    core: CORES.server,
    logFile: logs('raw-api'),
    args: [sqlitePath, String(rawPort)],
  });
  await waitForOk(raw, `${rawUrl}/api/logos/active`);
  const etag = (await fetch(`${apiUrl}/api/portfolio`)).headers.get('etag');
  const hot = await measureEncodings({
    'node:http hello': anchors.node.url,
    'Express hello': anchors.express.url,
    'minimal Nest on Express': anchors.nest.url,
    health: `${apiUrl}/api/health`,
    'portfolio (20 items)': `${apiUrl}/api/portfolio`,
    'landing list (12 of 20)': `${apiUrl}/api/portfolio?limit=${LANDING_LIMIT}`,
    'logos/active': `${apiUrl}/api/logos/active`,
    '304 revalidation (portfolio)': {
      url: `${apiUrl}/api/portfolio`,
      headers: { 'if-none-match': etag },
      status: 304,
    },
    'content version': `${apiUrl}/api/content-version`,
    [RAW_SAME_JSON.portfolio]: `${rawUrl}/api/portfolio`,
    [RAW_SAME_JSON.logos]: `${rawUrl}/api/logos/active`,
  });
  for (const anchor of Object.values(anchors)) await stop(anchor.server);
  const NEST = 'minimal Nest on Express';
  results.anchors = Object.fromEntries(
    Object.entries(hot).map(([encoding, figures]) => [
      encoding,
      Object.fromEntries(
        Object.entries(figures).map(([name, f]) => [
          name,
          { ...f, vsNest: pairedRatio(f, figures[NEST]) },
        ]),
      ),
    ]),
  );
  results.anchors.revalidationVsHealth = ratios(hot, '304 revalidation (portfolio)', 'health');

  // R3: the API beside node:http + better-sqlite3 answering the same JSON.
  const apiFigure = async (name, pathAndQuery, headers) => {
    log(`API ${name}, and its raw baseline in turns`);
    const measured = await measureEncodings({
      api: { url: `${apiUrl}${pathAndQuery}`, headers },
      raw: `${rawUrl}${pathAndQuery}`,
    });
    const { api: value, raw: baseline } = measured.browser;
    results.api[name] = {
      path: pathAndQuery,
      ...value,
      baseline,
      ratio: pairedRatio(value, baseline),
      plain: { ...measured.plain.api, ratio: pairedRatio(measured.plain.api, measured.plain.raw) },
    };
  };
  await apiFigure('portfolio (20 items)', '/api/portfolio');
  await apiFigure('logos/active', '/api/logos/active');
  setPortfolio(db, images, 200);
  await apiFigure('portfolio page (of 200 items)', '/api/portfolio');

  for (const count of [1_000, 10_000, 100_000]) {
    setMessages(db, count);
    log(`inbox at ${count} messages`);
    const headers = { cookie, ...BROWSER_ENCODING };
    const { page, unread } = await measureTogether(
      { page: `${apiUrl}/api/contact`, unread: `${apiUrl}/api/contact/unread-count` },
      { connections: 1, headers, seconds: LATENCY_SECONDS },
    );
    results.growth.inbox[count] = { page, unread };
  }
  await apiFigure('contact page (100,000 messages)', '/api/contact', { cookie });
  await stop(raw);
  setPortfolio(db, images, 20);
}

/**
 * An image through the site's /media proxy against a static asset of about the same size
 * from the same site: CPU time per request of the site and the API together (ADR 018).
 * The asset is one that is never precompressed (a font or an image), so both answers are
 * the file's own bytes whatever the Accept-Encoding.
 */
async function mediaAgainstStatic(siteUrl, item, pids) {
  const variants = item.image.variants.map((v) => v.url);
  const sizeOf = async (url) =>
    Number((await fetch(`${siteUrl}${url}`, { method: 'HEAD' })).headers.get('content-length'));
  const sized = [];
  for (const url of variants) sized.push({ url, bytes: await sizeOf(url) });
  // A mid-sized rendition: what a card or a phone's hero asks for.
  sized.sort((a, b) => a.bytes - b.bytes);
  const media = sized[Math.floor(sized.length / 2)];
  const assetsDir = path.join(root, 'frontend/build/client/assets');
  const assets = readdirSync(assetsDir)
    .filter((f) => /\.(woff2|avif|webp|jpe?g|png)$/.test(f))
    .map((f) => ({ url: `/assets/${f}`, bytes: statSync(path.join(assetsDir, f)).size }));
  if (assets.length === 0) throw new Error('no font or image among the built assets');
  const asset = assets.reduce((best, a) =>
    Math.abs(a.bytes - media.bytes) < Math.abs(best.bytes - media.bytes) ? a : best,
  );
  const figures = await measureEncodings({
    media: { url: `${siteUrl}${media.url}`, cpuOf: pids },
    static: { url: `${siteUrl}${asset.url}`, cpuOf: pids },
  });
  const cpuRatio = (f) => median(f.media.cpuRuns.map((cpu, i) => cpu / f.static.cpuRuns[i]));
  return {
    media: { path: media.url, bytes: media.bytes },
    asset: { path: asset.url, bytes: asset.bytes },
    browser: { ...figures.browser, cpuRatio: cpuRatio(figures.browser) },
    plain: { ...figures.plain, cpuRatio: cpuRatio(figures.plain) },
  };
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  stopAll();
  process.exit(1);
});
