// The scale section's rows of BENCHMARKS.md (issue 47): its targets, and its tables of
// every call and page on the small and the big data set, on each database.
const NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const num = (n) =>
  n === undefined || n === null
    ? '–'
    : typeof n === 'string'
      ? n
      : Math.round(n).toLocaleString('en-US');
/** Times are kept to 10 µs (lib/latency.mjs); shown to 0.1 ms from 10 ms up. */
const ms = (n) =>
  n === undefined || n === null ? '–' : `${n >= 10 ? Math.round(n * 10) / 10 : n} ms`;
/** A ratio to two places: 2.01× is over a bar of 2×, and must not read 2.0×. */
const times = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '–');

/** A row's name: the staff screen and its call, `API:` a list, or which site a page is from. */
const callName = (row) =>
  row.screen
    ? `${row.screen}: ${row.call}`
    : row.group === 'list'
      ? `API: ${row.call}`
      : `${row.group} ${row.call}`;

/** The five slowest of some calls at the big set, and how many more. */
function slowest(rows) {
  const sorted = [...rows].sort((a, b) => (b.big.p99 ?? Infinity) - (a.big.p99 ?? Infinity));
  const named = sorted
    .slice(0, 5)
    .map((row) => `${callName(row)} ${row.big.error ?? ms(row.big.p99)}, ${times(growth(row))}`);
  return `${named.join('; ')}${sorted.length > 5 ? `; ${sorted.length - 5} more` : ''}`;
}

/** A call's p99 on the big set ÷ on the small one. */
const growth = (row) =>
  row.small?.p99 && row.big?.p99 !== null ? row.big.p99 / row.small.p99 : undefined;

/** Whether a staff call or a list meets issue 47's bar: p99 ≤ 100 ms and ≤ 2× the small set. */
export function meetsBar(row, bars) {
  if (row.big?.errors || row.small?.errors || row.big?.p99 === null) return false;
  return row.big.p99 <= bars.p99Ms && growth(row) <= bars.ratio;
}

const sizes = (set) =>
  `${num(set.projects)} projects, ${num(set.logos)} logos, ${num(set.leads)} leads, ${num(set.pageViews)} page views`;

/** The targets of the scale section, each database's, added with `add(what, value, target, met)`. */
export function scaleTargets(scale, add) {
  const { bars, caps } = scale;
  for (const [database, f] of Object.entries(scale.databases)) {
    const name = NAMES[database];
    if (f.error) {
      add(`Scale (${name})`, `the run failed: ${f.error.split('\n')[0]}`, 'a run', false);
      continue;
    }
    const judged = f.calls.filter((row) => row.group === 'staff' || row.group === 'list');
    const over = judged.filter((row) => !meetsBar(row, bars));
    const worst = [...judged].sort((a, b) => (b.big.p99 ?? Infinity) - (a.big.p99 ?? Infinity))[0];
    add(
      `Scale (${name}): every staff screen's call and API list, p99 at the big set`,
      `${over.length} of ${judged.length} over the bar${over.length ? ` (the slowest: ${slowest(over)})` : ''}; the slowest call: ${callName(worst)}, ${ms(worst.big.p99)}`,
      `≤ ${bars.p99Ms} ms and ≤ ${bars.ratio}× the small set`,
      over.length === 0,
    );
    const lead = f.calls.find((row) => row.group === 'lead');
    add(
      `Scale (${name}): a lead submitted, p99 big ÷ small`,
      `${times(growth(lead))}: ${ms(lead.big.p99)} ÷ ${ms(lead.small.p99)}`,
      `≤ ${bars.leadRatio}×`,
      growth(lead) <= bars.leadRatio,
    );
    const csv = f.csv.big;
    const { again } = csv;
    add(
      `Scale (${name}): leads CSV of ${num(scale.sets.big.leads)} leads, the API's RSS growth (the second export, after one from a fresh API)`,
      `${again.status === 200 ? '' : `HTTP ${again.status}; `}${num(again.growthMb)} MB (${num(again.rssBeforeMb)} → ${num(again.rssPeakMb)} MB), ${again.seconds} s, ${num(again.bytes / 1024 / 1024)} MB sent; the first, from a fresh API: ${num(csv.growthMb)} MB (${num(csv.rssBeforeMb)} → ${num(csv.rssPeakMb)} MB); after them ${memoryText(again.after)}`,
      `< ${bars.csvGrowthMb} MB`,
      csv.status === 200 && again.status === 200 && again.growthMb < bars.csvGrowthMb,
    );
    const crawl = f.crawl.big;
    const { site, api } = crawl.memory;
    add(
      `Scale (${name}): memory after crawling the big set's public pages (${num(crawl.crawled)} of ${num(crawl.pages)} in ${crawl.seconds} s), each process under its image's heap cap`,
      `site ${memoryText(site)}; API ${memoryText(api)}`,
      `V8 heap + buffers: site ≤ ${caps.site} MB, API ≤ ${caps.api} MB (the caps)`,
      held(site) <= caps.site && held(api) <= caps.api,
    );
    const search = f.search.big;
    add(
      `Scale (${name}): inbox search « érablière » and « erabliere » find « Érablière »`,
      `${num(search['érablière'])} and ${num(search.erabliere)} of ${num(search.expected)} leads`,
      'every one',
      search['érablière'] === search.expected && search.erabliere === search.expected,
    );
  }
}

/** The scale section of BENCHMARKS.md; `table(head, rows)` draws a table. */
export function scaleSection(scale, table) {
  const run = scale.run ?? {};
  const parts = [
    `## Scale (issue 47; \`npm run bench -- --only scale\`)

- Command: \`${run.command ?? 'npm run bench'}\`, ${run.date ?? ''}, ${num(run.seconds)} s; load average at start ${run.loadAverageAtStart?.join(', ')}, at end ${run.loadAverageAtEnd?.join(', ')}
- Small set: ${sizes(scale.sets.small)}; big set: ${sizes(scale.sets.big)}${scale.factor === 1 ? ' (issue 47’s)' : ` (issue 47’s × ${scale.factor})`}. Each in its own database with its own API and sites (production builds), written straight into the database by the bench (bench/lib/scale-seed.mjs); page views as the product keeps them: raw rows for the last 60 days, daily roll-ups for 25 months
- Latency at one connection, from a process on the load core: each call on the small and the big set in turns, request by request, with the \`Accept-Encoding\` browsers send, at least 3 s and 300 answers a side and at most 4,000 (20 s a call), a lead at least 2,000 a side (60 s at most: its API's full collections, every 500–800 leads, then fall on each side several times), timed by a process whose own garbage collections are kept rare (a fixed 64 MB young generation), taken in five rounds over all the calls so that each call's answers come from moments spread over the run (bench/lib/latency.mjs); staff calls signed in as the owner. _Bar_: issue 47’s, p99 ≤ 100 ms at the big set and ≤ 2× the small set (a staff call or a list); a lead ≤ 1.5×`,
  ];
  for (const [database, f] of Object.entries(scale.databases)) {
    const name = NAMES[database];
    if (f.error) {
      parts.push(`### ${name}\n\nThe run failed:\n\n\`\`\`\n${f.error}\n\`\`\``);
      continue;
    }
    const rows = f.calls.map((row) => [
      callName(row),
      `\`${row.path}\``,
      latency(row.small),
      latency(row.big),
      times(growth(row)),
      row.group === 'staff' || row.group === 'list'
        ? meetsBar(row, scale.bars)
          ? 'met'
          : '**not met**'
        : '—',
    ]);
    const seed = (set) =>
      Object.entries(f.seed[set].seconds)
        .map(([part, s]) => `${part} ${s} s`)
        .join(', ');
    const other = [
      ['seeding (bench)', seed('small'), seed('big')],
      [
        'page views stored',
        `${num(f.seed.small.rawViews)} raw, ${num(f.seed.small.dailyRows)} daily rows`,
        `${num(f.seed.big.rawViews)} raw, ${num(f.seed.big.dailyRows)} daily rows`,
      ],
      [
        'sitemap index / en-1 file, first answer after an edit (median of 3)',
        `${answered(f.sitemapAfterEdit.small.index)} / ${answered(f.sitemapAfterEdit.small.file)}`,
        `${answered(f.sitemapAfterEdit.big.index)} / ${answered(f.sitemapAfterEdit.big.file)}`,
      ],
      [
        'inbox search « érablière » / « erabliere » (leads found of those seeded)',
        `${num(f.search.small['érablière'])} / ${num(f.search.small.erabliere)} of ${num(f.search.small.expected)}`,
        `${num(f.search.big['érablière'])} / ${num(f.search.big.erabliere)} of ${num(f.search.big.expected)}`,
      ],
      [
        'leads CSV: time, MB sent (brotli), API RSS before → peak (growth); from a fresh API, then again',
        `${csvText(f.csv.small)}; ${csvText(f.csv.small.again)}`,
        `${csvText(f.csv.big)}; ${csvText(f.csv.big.again)}`,
      ],
      [
        'crawl of the public pages (cached site, 8 at a time): pages, pages/s',
        crawlText(f.crawl.small),
        crawlText(f.crawl.big),
      ],
      [
        `site after the crawl (heap cap ${scale.caps.site} MB)`,
        memoryText(f.crawl.small.memory.site),
        memoryText(f.crawl.big.memory.site),
      ],
      [
        `API after the crawl (heap cap ${scale.caps.api} MB)`,
        memoryText(f.crawl.small.memory.api),
        memoryText(f.crawl.big.memory.api),
      ],
      ...Object.entries(f.afterCrawl).map(([call, row]) => [
        `${call} after the crawl, p50 / p99`,
        latency(row.small),
        latency(row.big),
      ]),
    ];
    parts.push(`### ${name}

${table(['call', 'path', 'small p50 / p99', 'big p50 / p99', 'p99 big ÷ small', 'bar'], rows)}

${table(['figure', 'small set', 'big set'], other)}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** A side's p50 / p99, and how many of its answers failed, with what. */
const latency = (side) => {
  const times = `${ms(side.p50)} / ${ms(side.p99)}`;
  if (!side.error) return times;
  if (!side.samples) return `all ${num(side.errors)} answered ${side.error}`;
  return `${times} (${num(side.errors)} more answered ${side.error})`;
};

/** A median time, and the statuses of the answers that failed (`503 ×3`). */
const answered = ({ ms: time, failed }) =>
  `${ms(time)}${failed.length ? ` (${failed.length} of 3 answered ${[...new Set(failed)].join(', ')})` : ''}`;
const csvText = (c) =>
  `${c.status === 200 ? '' : `HTTP ${c.status}, `}${c.seconds} s, ${num(c.bytes / 1024 / 1024)} MB, ${num(c.rssBeforeMb)} → ${num(c.rssPeakMb)} MB (+${num(c.growthMb)})`;
/** What a process holds in V8's heap and in buffers outside it: what its heap cap is for. */
const held = (m) => m.heapUsed + m.arrayBuffers;
const memoryText = (m) =>
  `RSS ${num(m.rss)} MB, of it V8 heap ${num(m.heapUsed)} MB (of ${num(m.heapTotal)}) and buffers ${num(m.arrayBuffers)} MB`;
/** The first failures of a crawl: `503 /en/work/item-12 at 41 s`. */
const failuresOf = (c) =>
  (c.failures ?? []).map((f) => `${f.status} \`${f.page}\` at ${f.second} s`).join('; ') ||
  'not recorded which';
const crawlText = (c) =>
  `${num(c.crawled)} of ${num(c.pages)} in ${c.seconds} s, ${num(c.pagesPerSecond)}/s${c.failed ? `, ${num(c.failed)} failed (${failuresOf(c)})` : ''}`;
