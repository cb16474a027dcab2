// BENCHMARKS.md from results.json: every figure with its baseline, the ratio, the target,
// and the machine it ran on. bench/before.json (the figures before the optimisations of
// issue 7, kept as measured) gives the before/after table.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KB = 1024;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const num = (n) => (n === undefined || n === null ? '–' : Math.round(n).toLocaleString('en-US'));
const ms = (n) => (n === undefined || n === null ? '–' : `${n} ms`);
const ratio = (n) => (n === undefined ? '–' : n.toFixed(2));
const mark = (ok) => (ok ? 'met' : '**not met**');

/** Every target of issue 7, evaluated on the figures. */
export function targets(r) {
  const t = [];
  const add = (what, value, target, met) => t.push({ what, value, target, met });
  const landing = r.site['landing /'];
  const project = r.site['project page'];
  if (landing?.ssr && landing.static) {
    const r1 = landing.r1 ?? landing.ssr.rps / landing.static.rps;
    // What rendering alone allows, measured in the same run: the renderToString loop.
    const loop = landing.renderLoop?.rendersPerSecond;
    const bound = loop
      ? ` (renderToString alone ÷ static: ${ratio(loop / landing.static.rps)})`
      : '';
    add('R1 landing: SSR ÷ static', `${ratio(r1)}${bound}`, '≥ 0.15 (stretch 0.30)', r1 >= 0.15);
    const ceiling = loop ? ` (renderToString alone: ${num(loop)}/s)` : '';
    add(
      'landing SSR on one core',
      `${num(landing.ssr.rps)} req/s${ceiling}`,
      '≥ 1,000 req/s',
      landing.ssr.rps >= 1000,
    );
    add('landing SSR p99 at 50 connections', ms(landing.ssr.p99), '≤ 50 ms', landing.ssr.p99 <= 50);
  }
  if (project?.ssr && project.static) {
    const r1 = project.r1 ?? project.ssr.rps / project.static.rps;
    add('R1 project page: SSR ÷ static', ratio(r1), '≥ 0.15 (stretch 0.30)', r1 >= 0.15);
  }
  if (landing?.ssr && landing.renderLoop) {
    const r2 = landing.ssr.rps / landing.renderLoop.rendersPerSecond;
    add('R2 landing: SSR ÷ renderToString loop', ratio(r2), '≥ 0.20', r2 >= 0.2);
  }
  for (const [name, page] of [
    ['landing', landing],
    ['project page', project],
  ]) {
    if (page?.cached && page.static) {
      const r5 = page.r5 ?? page.cached.rps / page.static.rps;
      add(`R5 ${name}: page cache ÷ static`, ratio(r5), '≥ 0.8', r5 >= 0.8);
    }
  }
  const list = r.api['portfolio (20 items)'];
  const floor = Object.values(r.api).find((f) => f.path === '/api/health');
  if (list)
    add(
      'GET /api/portfolio, 20 items',
      `${num(list.rps)} req/s${floor ? ` (framework floor: ${num(floor.rps)} req/s)` : ''}`,
      '≥ 3,000 req/s',
      list.rps >= 3000,
    );
  for (const [name, f] of Object.entries(r.api)) {
    if (f.reference) continue;
    add(
      `R3 ${name}: API ÷ raw node:http + better-sqlite3`,
      ratio(f.ratio),
      '≥ 0.20',
      f.ratio >= 0.2,
    );
  }
  const inbox = r.growth.inbox?.[100000];
  if (inbox) {
    add('inbox page p99 at 100,000 messages', ms(inbox.page.p99), '< 20 ms', inbox.page.p99 < 20);
    add(
      'unread count p99 at 100,000 messages',
      ms(inbox.unread.p99),
      '< 20 ms',
      inbox.unread.p99 < 20,
    );
  }
  const growth = r.growth.landing;
  if (growth?.[100] && growth[1000]) {
    const g = growth[1000].html.raw / growth[100].html.raw;
    add('landing HTML, 1,000 ÷ 100 items (bounded)', ratio(g), '≤ 1.05', g <= 1.05);
  }
  const js = r.bytes.pages?.['/']?.js;
  const framework = r.bytes.pages?.['/']?.frameworkJs;
  if (js)
    add(
      'landing JavaScript, gzip',
      `${kb(js.gzip)}${framework ? ` (React + React Router alone: ${kb(framework.gzip)})` : ''}`,
      '≤ 100 KB',
      js.gzip <= 100 * KB,
    );
  if (r.bytes.pages) {
    const admin = Object.entries(r.bytes.pages)
      .filter(([page]) => page !== '/admin/login')
      .reduce((sum, [, p]) => sum + p.adminModules, 0);
    add('admin modules in public pages', String(admin), '0', admin === 0);
  }
  const corpus = r.images.corpus;
  if (corpus) {
    add('AVIF ÷ JPEG q80 (corpus)', ratio(corpus.avifRatio), '≤ 0.60', corpus.avifRatio <= 0.6);
    add('WebP ÷ JPEG q80 (corpus)', ratio(corpus.webpRatio), '≤ 0.75', corpus.webpRatio <= 0.75);
  }
  for (const [width, view] of Object.entries(r.images.landing ?? {})) {
    const onlyHtml = view.repeatFetched.every((f) => f.path === '/');
    add(
      `repeat view at ${width} px fetches only the HTML`,
      view.repeatFetched.map((f) => `${f.path} ${f.status}`).join(', ') || 'nothing',
      'the HTML only',
      onlyHtml,
    );
  }
  for (const [page, l] of Object.entries(r.lighthouse ?? {})) {
    if (page.startsWith('floor')) continue;
    const need = page === '/admin/login' ? 98 : 100;
    const scores = [l.performance, l.accessibility, l.bestPractices, l.seo];
    add(
      `Lighthouse ${page}: perf / a11y / best practices / SEO`,
      scores.join(' / '),
      `each ≥ ${need}`,
      scores.every((s) => s >= need),
    );
    add(
      `Lighthouse ${page}: LCP / TBT / CLS`,
      `${l.lcpMs} ms / ${l.tbtMs} ms / ${l.cls}`,
      '≤ 1,500 ms / ≤ 50 ms / ≤ 0.02',
      l.lcpMs <= 1500 && l.tbtMs <= 50 && l.cls <= 0.02,
    );
  }
  return t;
}

function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function beforeAfter(r, before) {
  if (!before) return '';
  const site = (res, page) => res.site?.[page] ?? {};
  // What a visitor's page view costs against the same bytes from memory: rendered on every
  // request before the page cache existed, from the cache after.
  const visitor = (res, page) => {
    const s = site(res, page);
    if (s.r5 !== undefined) return s.r5;
    return s.r1 ?? (s.ssr && s.static ? s.ssr.rps / s.static.rps : undefined);
  };
  const rows = [
    [
      'load average at start (1 min)',
      (res) => res.machine.loadAverageAtStart[0],
      (n) => n?.toFixed(2) ?? '–',
    ],
    [
      'landing view ÷ static (SSR before, page cache after)',
      (res) => visitor(res, 'landing /'),
      ratio,
    ],
    [
      'project view ÷ static (SSR before, page cache after)',
      (res) => visitor(res, 'project page'),
      ratio,
    ],
    [
      'R1 landing (SSR ÷ static)',
      (res) =>
        site(res, 'landing /').r1 ??
        site(res, 'landing /').ssr?.rps / site(res, 'landing /').static?.rps,
      ratio,
    ],
    [
      'R2 landing (SSR ÷ renderToString)',
      (res) =>
        site(res, 'landing /').ssr?.rps / site(res, 'landing /').renderLoop?.rendersPerSecond,
      ratio,
    ],
    ['R3 GET /api/portfolio (20)', (res) => res.api?.['portfolio (20 items)']?.ratio, ratio],
    ['R3 GET /api/logos/active', (res) => res.api?.['logos/active']?.ratio, ratio],
    [
      'R3 GET /api/contact at 100,000',
      (res) => res.api?.['contact page (100,000 messages)']?.ratio,
      ratio,
    ],
    ['landing HTML, 20 items', (res) => res.bytes?.html?.['/']?.raw, (n) => (n ? kb(n) : '–')],
    [
      'landing HTML, 1,000 items',
      (res) => res.growth?.landing?.[1000]?.html?.raw,
      (n) => (n ? kb(n) : '–'),
    ],
    [
      'landing render p50 at 1,000 items (1 connection)',
      (res) => res.growth?.landing?.[1000]?.render?.p50,
      ms,
    ],
    [
      'inbox page p99 at 100,000 messages (1 connection)',
      (res) => res.growth?.inbox?.[100000]?.page?.p99,
      ms,
    ],
    ['unread count p99 at 100,000 messages', (res) => res.growth?.inbox?.[100000]?.unread?.p99, ms],
    [
      'landing JavaScript gzip / brotli',
      (res) => res.bytes?.pages?.['/']?.js,
      (j) => (j ? `${kb(j.gzip)} / ${kb(j.brotli)}` : '–'),
    ],
    [
      'repeat view at 1280 px',
      (res) => res.images?.landing?.['1280']?.repeatBytes,
      (n) => (n === undefined ? '–' : kb(n)),
    ],
    [
      'Lighthouse performance, / and project page',
      (res) => [res.lighthouse?.['/']?.performance, res.lighthouse?.['project page']?.performance],
      (p) => p.join(' / '),
    ],
  ];
  return `## Before and after the optimisations

Before: ${before.date.slice(0, 16).replace('T', ' ')} UTC, \`bench/before.json\`. ${before.note ?? ''}
After: this run. Ratios and one-connection latencies compare across runs; absolute req/s
do not (the machine's load differed), so they are left out here.

${table(
  ['figure', 'before', 'after'],
  rows.map(([name, pick, format]) => [name, format(pick(before)), format(pick(r))]),
)}
`;
}

/** BENCHMARKS.md in the repository's own Prettier style, so format checks stay green. */
async function formatted(text, file) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/**
 * The run made on a quiet machine just before the API kept its public reads (ADR 020) and
 * the page cache moved ahead of compression: the same machine and load as the runs after
 * it, so absolute req/s compare too.
 */
function beforeReadCache(r, before) {
  if (!before) return '';
  const api = (res, name) => res.api?.[name];
  const site = (res, page) => res.site?.[page] ?? {};
  const rate = (f) => (f ? `${num(f.rps)} req/s` : '–');
  const rows = [
    ['load average at start (1 min)', (res) => res.machine.loadAverageAtStart[0].toFixed(2)],
    ['GET /api/portfolio (20)', (res) => rate(api(res, 'portfolio (20 items)'))],
    ['R3 GET /api/portfolio (20)', (res) => ratio(api(res, 'portfolio (20 items)')?.ratio)],
    ['GET /api/portfolio?limit=12', (res) => rate(api(res, 'landing list (12 of 20)'))],
    ['GET /api/logos/active', (res) => rate(api(res, 'logos/active'))],
    ['R3 GET /api/logos/active', (res) => ratio(api(res, 'logos/active')?.ratio)],
    ['GET /api/portfolio (200)', (res) => rate(api(res, 'portfolio (200 items)'))],
    ['landing SSR (uncached)', (res) => rate(site(res, 'landing /').ssr)],
    ['landing from the page cache', (res) => rate(site(res, 'landing /').cached)],
    ['project page from the page cache', (res) => rate(site(res, 'project page').cached)],
    [
      'R5 landing / project page',
      (res) => `${ratio(site(res, 'landing /').r5)} / ${ratio(site(res, 'project page').r5)}`,
    ],
  ];
  return `## Before and after the API's read cache (same quiet machine)

Before: ${before.date.slice(0, 16).replace('T', ' ')} UTC, \`bench/before-read-cache.json\`. ${before.note ?? ''}
After: this run.

${table(
  ['figure', 'before', 'after'],
  rows.map(([name, pick]) => [name, pick(before), pick(r)]),
)}
`;
}

export async function writeReport(r, file) {
  const read = (name) => {
    const f = path.join(path.dirname(file), 'bench', name);
    return existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null;
  };
  const before = read('before.json');
  const t = targets(r);
  r.targets = t;
  const site = Object.entries(r.site).map(([name, s]) => [
    name,
    s.ssr ? `${num(s.ssr.rps)} req/s, p50 ${ms(s.ssr.p50)}, p99 ${ms(s.ssr.p99)}` : '–',
    s.static
      ? `${num(s.static.rps)} req/s${s.staticForCache ? ` (${num(s.staticForCache.rps)} beside the cache)` : ''}`
      : '–',
    s.ssr && s.static ? ratio(s.r1 ?? s.ssr.rps / s.static.rps) : '–',
    s.cached ? `${num(s.cached.rps)} req/s, p50 ${ms(s.cached.p50)}, p99 ${ms(s.cached.p99)}` : '–',
    s.cached && s.static ? ratio(s.r5 ?? s.cached.rps / s.static.rps) : '–',
  ]);
  const loop = r.site['landing /']?.renderLoop;
  const api = Object.entries(r.api).map(([name, f]) => [
    `\`GET ${f.path}\` ${name}`,
    `${num(f.rps)} req/s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}`,
    `${num(f.baseline.rps)} req/s`,
    f.reference ? `${ratio(f.ratio)} (reference)` : ratio(f.ratio),
  ]);
  const inbox = Object.entries(r.growth.inbox).map(([n, g]) => [
    num(Number(n)),
    `${ms(g.page.p50)} / ${ms(g.page.p99)}`,
    `${ms(g.unread.p50)} / ${ms(g.unread.p99)}`,
  ]);
  const landing = Object.entries(r.growth.landing).map(([n, g]) => [
    num(Number(n)),
    `${kb(g.html.raw)} (${kb(g.html.gzip)} gzip)`,
    `${ms(g.render.p50)} / ${ms(g.render.p99)}`,
    `${num(g.render.rps)} req/s`,
  ]);
  const bytes = Object.entries(r.bytes.pages ?? {}).map(([page, p]) => [
    page,
    `${kb(p.js.raw)} / ${kb(p.js.gzip)} / ${kb(p.js.brotli)} (${p.js.files} files)`,
    `${kb(p.css.gzip)} / ${kb(p.css.brotli)}`,
    r.bytes.html?.[page === '/portfolio/:id' ? Object.keys(r.bytes.html)[1] : page]
      ? (() => {
          const h = r.bytes.html[page === '/portfolio/:id' ? Object.keys(r.bytes.html)[1] : page];
          return `${kb(h.raw)} / ${kb(h.gzip)} / ${kb(h.brotli)}`;
        })()
      : '–',
    String(p.adminModules),
  ]);
  const views = Object.entries(r.images.landing ?? {}).map(([w, v]) => [
    `${w} px @${v.deviceScaleFactor}x`,
    `${kb(v.imageBytes)} in ${v.images} images`,
    `${kb(v.firstViewBytes)} in ${v.firstViewRequests} requests`,
    `${kb(v.repeatBytes)}: ${v.repeatFetched.map((f) => `${f.path} ${f.status}`).join(', ') || 'nothing'}`,
  ]);
  const lh = Object.entries(r.lighthouse ?? {}).map(([page, l]) => [
    page,
    `${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}`,
    `${ms(l.fcpMs)} / ${ms(l.lcpMs)}`,
    ms(l.tbtMs),
    String(l.cls),
    l.performanceRuns.join(', '),
  ]);
  const c = r.images.corpus;
  const m = r.machine;
  const text = `# Benchmarks

Written by \`npm run bench\` (bench/run.mjs, [ADR 018](docs/decisions/018-benchmark-method.md));
the raw figures are in [bench/results.json](bench/results.json). Every throughput figure is
a ratio to a baseline measured in the same run on the same core, so a busy machine moves
both sides; absolute req/s are only comparable between runs on an idle machine.

- Date: ${r.date} · ${r.durationSeconds} s for the whole run${r.method.built ? ', build included' : ' (build skipped)'}${r.method.quick ? ' · **quick run (shorter, 1 Lighthouse run)**' : ''}
- Machine: ${m.cpus} CPUs (${m.cpuModel}), Node ${m.node}; server under test pinned to core ${m.cores.server}, load generator (autocannon, its own process) ${m.pinned ? `pinned to core ${m.cores.load}` : 'not pinned (no taskset)'}
- Load average (1, 5, 15 min) at start ${m.loadAverageAtStart.join(', ')}, at end ${m.loadAverageAtEnd?.join(', ')}: ${
    // The bench itself keeps about one core busy; much more means other work was running.
    m.loadAverageAtStart[0] > 2
      ? 'other work was running on the machine, so absolute figures are low and noisy'
      : 'nothing else of note was running'
  }
- Method: warm-up ${r.method.warmupSeconds} s, then ${r.method.runs} rounds of ${r.method.seconds} s runs in which a figure and its baselines take turns; req/s is the median run, p50/p99 from that run, and each ratio the median of the per-round ratios; 50 connections unless stated; production builds (\`NODE_ENV=production\`), SQLite, request logs on
- Data set: ${r.dataSet?.pictures} pictures sent through the image pipeline (AVIF, WebP, JPEG at 4 widths), ${r.dataSet?.logos} client logos (every icon type), 20 portfolio items unless stated, messages as stated

## Targets

${table(
  ['target', 'figure', 'wanted', ''],
  t.map((x) => [x.what, x.value, x.target, mark(x.met)]),
)}

Where a target is not met, [ADR 018](docs/decisions/018-benchmark-method.md) says what stands in the way.

## Server rendering (site server on one core)

R1 = SSR ÷ static, R5 = page cache ÷ static, each the median of the per-round ratios. *Static* is the same HTML bytes sent from memory
by the same Express stack up to where the page cache answers (bench/servers/static-html.mjs), measured in turns with each
figure; *SSR* renders every request (\`PAGE_CACHE=false\`; the API on the load generator's
core); *page cache* is what anonymous visitors get (the API on the server core, as each
view asks it for the content version)
([ADR 019](docs/decisions/019-public-page-cache.md)).

${table(['page', 'SSR (uncached)', 'static baseline', 'R1', 'page cache', 'R5'], site)}

R2: landing SSR ${num(r.site['landing /']?.ssr?.rps)} req/s ÷ React's \`renderToString\` of the same tree in a loop,
${num(loop?.rendersPerSecond)} renders/s (${loop?.msPerRender?.toFixed(2)} ms each, ${kb(loop?.htmlBytes ?? 0)} of markup) = **${ratio(r.site['landing /']?.ssr?.rps / loop?.rendersPerSecond)}**.

## API (API server on one core)

R3 = API ÷ raw \`node:http\` + better-sqlite3 running the same query and answering the same
JSON (bench/servers/raw-api.mjs). The inbox figure is signed in as an owner.

${table(['route', 'API', 'raw baseline', 'R3'], api)}

## Growth

Landing page as the portfolio grows (one connection, every request rendered):

${table(['portfolio items', 'HTML', 'p50 / p99', 'throughput'], landing)}

Inbox as messages pile up (one connection, signed in):

${table(['messages', 'page 1 p50 / p99', 'unread count p50 / p99'], inbox)}

## Bytes

First-load JavaScript per page (route modules and their static imports), raw / gzip -9 /
brotli 11, CSS gzip / brotli, and the HTML of the measured pages:

${table(['page', 'JavaScript raw / gzip / brotli', 'CSS gzip / brotli', 'HTML raw / gzip / brotli', 'admin modules'], bytes)}

Images: a fixed corpus of ${c?.pictures} photo-like pictures (bench/lib/corpus.mjs) at ${c?.widths.join(', ')} px
with the pipeline's encoders: AVIF ÷ JPEG q80 = **${ratio(c?.avifRatio)}**, WebP ÷ JPEG q80 =
**${ratio(c?.webpRatio)}** (the stored mozjpeg q82 JPEG: ${ratio(c?.productJpegRatio)}).

Landing page in Chromium (first view, then a repeat view with the same cache):

${table(['viewport', 'image bytes', 'first view', 'repeat view fetched'], views)}

## Lighthouse (mobile, simulated throttling, median of ${r.method.lighthouseRuns})

${table(['page', 'perf / a11y / best practices / SEO', 'FCP / LCP', 'TBT', 'CLS', 'performance per run'], lh)}

${beforeAfter(r, before)}
${beforeReadCache(r, read('before-read-cache.json'))}`;
  writeFileSync(file, await formatted(text, file));
}
