// The scale section's data sets (issue 47), written straight into the API's database,
// SQLite or PostgreSQL, after the API has made its schema: batch inserts in transactions
// of rows the bench generates (a fixed seed, so every run writes the same data), never
// HTTP. The database's own triggers run as for any write: the content version rises, and
// each lead enters the inbox's search index in its own statement (ADR 019, ADR 086).
import { createRequire } from 'node:module';
import path from 'node:path';
import { random } from './random.mjs';

const backendDir = path.resolve(import.meta.dirname, '../../backend');
const require = createRequire(path.join(backendDir, 'package.json'));

const CATEGORIES = ['listing', 'brand', 'storefront', 'packaging'];
const SERVICES = ['listing_design', 'storefront', 'brand_identity', 'packaging'];
const WORDS =
  'amber harbor listing refresh bottle serum studio bold quiet nordic copper leaf ridge orbit bloom cedar summit tide ember wick market bright honest daily craft field loop north pixel shore stone velvet'.split(
    ' ',
  );
/** One lead in this many is from "Érablière du Nord": what the inbox search looks for. */
export const SEARCHED_EVERY = 997;
export const SEARCHED_COMPANY = 'Érablière du Nord';

const words = (rand, count) =>
  Array.from({ length: count }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
const title = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A database the bench writes into: `run` a statement, `insert` rows in batches, inside
 * `transaction`. Values are given in JavaScript (booleans, epoch ms for dates) and stored
 * as the API's driver stores them.
 */
export async function openDatabase(kind, target) {
  if (kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(target);
    db.pragma('busy_timeout = 10000');
    return {
      kind,
      // TypeORM's SQLite datetime text: "YYYY-MM-DD HH:MM:SS.SSS" in UTC.
      date: (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', ''),
      bool: (value) => (value ? 1 : 0),
      run: async (sql, params = []) => db.prepare(sql).run(...params),
      all: async (sql, params = []) => db.prepare(sql).all(...params),
      insert: async (table, columns, rows) => {
        const statement = db.prepare(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        for (const row of rows) statement.run(...row);
      },
      transaction: async (work) => {
        db.exec('BEGIN');
        try {
          await work();
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      },
      close: async () => db.close(),
    };
  }
  const { Client } = require('pg');
  const client = new Client({ connectionString: target });
  await client.connect();
  return {
    kind,
    date: (ms) => new Date(ms).toISOString(),
    bool: (value) => Boolean(value),
    run: (sql, params = []) => client.query(toDollars(sql), params),
    all: async (sql, params = []) => (await client.query(toDollars(sql), params)).rows,
    insert: async (table, columns, rows) => {
      // A statement takes at most 65,535 parameters.
      const perBatch = Math.floor(60_000 / columns.length);
      for (let start = 0; start < rows.length; start += perBatch) {
        const batch = rows.slice(start, start + perBatch);
        const values = batch.map(
          (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
        );
        await client.query(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values.join(', ')}`,
          batch.flat(),
        );
      }
    },
    transaction: async (work) => {
      await client.query('BEGIN');
      try {
        await work();
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    close: () => client.end(),
  };
}

/** `?` placeholders as PostgreSQL's `$1, $2…`. */
function toDollars(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
}

/** Rows written `per` at a time: a transaction each, so none holds millions of rows' undo. */
async function inBatches(db, count, per, write) {
  for (let start = 0; start < count; start += per) {
    const end = Math.min(count, start + per);
    await db.transaction(() => write(start, end));
  }
}

/**
 * `count` projects published and ready in both languages (ADR 041), the French of the
 * same length, `item-<n>` / `element-<n>` their slugs, one of the pictures each; one in
 * seven featured, one day apart, newest first.
 */
export async function seedProjects(db, count, images) {
  const rand = random(42);
  const now = Date.now();
  const columns = [
    'title',
    'client',
    'description',
    'category',
    'year',
    'image',
    'featured',
    'createdAt',
    'updatedAt',
    'slug_en',
    'ready_en',
    'title_fr',
    'description_fr',
    'slug_fr',
    'ready_fr',
  ];
  await db.run('DELETE FROM "portfolio_items"');
  await inBatches(db, count, 5_000, async (start, end) => {
    const rows = [];
    for (let i = start; i < end; i += 1) {
      const created = db.date(now - i * 86_400_000);
      const name = title(words(rand, 3)).slice(0, 110);
      const description = `${title(words(rand, 28))}.\n\n${title(words(rand, 18))}.`;
      rows.push([
        name,
        title(words(rand, 2)),
        description,
        CATEGORIES[i % CATEGORIES.length],
        String(2025 - (i % 10)),
        JSON.stringify(images[i % images.length]),
        db.bool(i % 7 === 0),
        created,
        created,
        `item-${i + 1}`,
        db.bool(true),
        `${name} (fr)`,
        `${description} (fr)`,
        `element-${i + 1}`,
        db.bool(true),
      ]);
    }
    await db.insert('portfolio_items', columns, rows);
  });
}

/** `count` active client logos: the demo's (every icon type) over and over, in order. */
export async function seedLogos(db, count) {
  const { DEMO_LOGOS } = require('./dist/seed/demo-logos.js');
  await db.run('DELETE FROM "client_logos"');
  await db.transaction(() =>
    db.insert(
      'client_logos',
      ['name', 'iconType', 'iconValue', 'display_order', 'active'],
      Array.from({ length: count }, (_, i) => {
        const logo = DEMO_LOGOS[i % DEMO_LOGOS.length];
        const round = Math.floor(i / DEMO_LOGOS.length);
        return [
          round ? `${logo.name} ${round + 1}` : logo.name,
          logo.iconType,
          logo.iconValue,
          i,
          db.bool(true),
        ];
      }),
    ),
  );
}

/**
 * `count` leads, newest last, a minute apart, 30 % unread, both languages, in batches of
 * 50,000 a transaction; one in SEARCHED_EVERY from SEARCHED_COMPANY. The inbox's search
 * index (ADR 086) is built whole after the load, by the database's own means, to the same
 * content its triggers write row by row (a trigger cost 330 µs a lead on SQLite, the
 * rebuild 30): on SQLite the insert trigger is set aside and FTS5 rebuilds the index from
 * the table; on PostgreSQL the trigger is disabled, the GIN index dropped, the vectors
 * written in one statement with the trigger function's own expression, and the index made
 * again. Triggers and index are put back as the migration made them, read from the
 * database's catalogue, so a change of the migration is followed (or fails here, loudly).
 */
export async function seedLeads(db, count) {
  const rand = random(7);
  const now = Date.now();
  const columns = ['name', 'email', 'company', 'service', 'message', 'read', 'createdAt', 'locale'];
  await db.run('DELETE FROM "contact_messages"');
  const index =
    db.kind === 'sqlite' ? await setSearchAsideSqlite(db) : await setSearchAsidePostgres(db);
  try {
    await inBatches(db, count, 50_000, async (start, end) => {
      const rows = [];
      for (let i = start; i < end; i += 1) {
        rows.push([
          title(words(rand, 2)),
          `sender${i}@example.com`,
          i % SEARCHED_EVERY === 0 ? SEARCHED_COMPANY : title(words(rand, 2)),
          SERVICES[i % SERVICES.length],
          `${title(words(rand, 40))}.`,
          db.bool(rand() >= 0.3),
          db.date(now - (count - i) * 60_000),
          i % 5 < 3 ? 'fr' : 'en',
        ]);
      }
      await db.insert('contact_messages', columns, rows);
    });
    await index.fill();
  } finally {
    await index.restore();
  }
}

async function setSearchAsideSqlite(db) {
  const [trigger] = await db.all(
    `SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'contact_messages_search_insert'`,
  );
  if (!trigger) throw new Error('no contact_messages_search_insert trigger: has ADR 086 changed?');
  await db.run('DROP TRIGGER "contact_messages_search_insert"');
  const changes = async () => Number((await db.all('SELECT total_changes() AS "n"'))[0].n);
  return {
    fill: async () => {
      await db.run(
        `INSERT INTO "contact_messages_search" ("contact_messages_search") VALUES ('rebuild')`,
      );
      // Merged to a rest, as the API's job (contact.search-merges, ADR 086) keeps it.
      for (;;) {
        const before = await changes();
        await db.run(
          `INSERT INTO "contact_messages_search" ("contact_messages_search", "rank") VALUES ('merge', 1000)`,
        );
        if ((await changes()) - before < 2) break;
      }
    },
    restore: () => db.run(trigger.sql),
  };
}

async function setSearchAsidePostgres(db) {
  const [index] = await db.all(
    `SELECT indexdef FROM pg_indexes WHERE indexname = 'IDX_contact_messages_search'`,
  );
  const [write] = await db.all(
    `SELECT prosrc FROM pg_proc WHERE proname = 'contact_messages_search_write'`,
  );
  // The function's row: its columns and what it writes in them, from NEW.
  const [, columns, values] =
    /INSERT INTO "contact_messages_search" \(([^)]+)\) VALUES \(([\s\S]+)\)\s*ON CONFLICT/.exec(
      write?.prosrc ?? '',
    ) ?? [];
  if (!index || !columns || !values) {
    throw new Error('no search index or trigger function as ADR 086 made them: has it changed?');
  }
  await db.run('ALTER TABLE "contact_messages" DISABLE TRIGGER "contact_messages_search"');
  await db.run('DROP INDEX "IDX_contact_messages_search"');
  return {
    fill: () =>
      db.run(
        `INSERT INTO "contact_messages_search" (${columns}) SELECT ${values.replaceAll('NEW.', 'm.')} FROM "contact_messages" m`,
      ),
    restore: async () => {
      await db.run(index.indexdef);
      await db.run('ALTER TABLE "contact_messages" ENABLE TRIGGER "contact_messages_search"');
    },
  };
}

/** Sources of the seeded views (2 of 8 none), their channels, and the devices drawn. */
const SOURCES = [null, null, 'Google', 'Google', 'LinkedIn', 'Bing', 'newsletter', 'dribbble.com'];
const CHANNELS = [null, null, 'organic', 'organic', 'social', 'organic', 'email', 'referral'];
const DEVICES = ['desktop', 'desktop', 'mobile', 'tablet'];

/**
 * Page views as the product keeps them (ADR 053): `views` over the days the daily
 * roll-ups are kept (AUDIENCE_LIMITS.dailyMonths, 25 months, about 761 days), as many each
 * day; the last `rawDays` (60) days as raw rows, every day before today rolled up. A
 * quarter of the views are of a landing page, 2 % of the privacy page, the rest of
 * projects, the first ones far more than the last (a uniform draw to the fourth power), in the
 * site's own addresses. The raw rows are drawn by SQL; the older days' roll-ups are those
 * of the raw days, moved back 60 days at a time (the same shape, day after day).
 */
export async function seedPageViews(db, { views, projects, today }) {
  const { AUDIENCE_LIMITS } = require('@prism/contracts');
  const keptDays = Math.round((AUDIENCE_LIMITS.dailyMonths * 365.25) / 12);
  const rawDays = AUDIENCE_LIMITS.rawDays;
  const raw = Math.round((views / keptDays) * rawDays);
  const perDayVisitors = Math.max(1, Math.round(raw / rawDays / 3));
  await db.run('DELETE FROM "page_views"');
  await db.run('DELETE FROM "audience_daily"');
  const pick = (list, v) =>
    `CASE ${v} ${list.map((x, i) => `WHEN ${i} THEN ${x ? `'${x}'` : 'NULL'}`).join(' ')} END`;
  // The drawn row: d (days ago), ms (time of day), p (page: 0 landing, 1 privacy, else a
  // project's number), l (language), s (source), c (campaign), v (device), k (visitor).
  const columns = `"at", "day", "path", "kind", "projectId", "locale", "source", "channel", "campaign", "device", "visitorKey"`;
  const row = (p, l, rest) => `
    CASE WHEN ${p} = 0 THEN '/' || ${l} || '/' WHEN ${p} = 1 THEN CASE ${l} WHEN 'fr' THEN '/fr/confidentialite' ELSE '/en/privacy' END
      ELSE CASE ${l} WHEN 'fr' THEN '/fr/realisations/element-' ELSE '/en/work/item-' END || (${p} - 1) END,
    CASE WHEN ${p} = 0 THEN 'landing' WHEN ${p} = 1 THEN 'privacy' ELSE 'project' END,
    CASE WHEN ${p} > 1 THEN ${p} - 1 END, ${l}, ${rest}`;
  await db.transaction(async () => {
    if (db.kind === 'sqlite') {
      await db.run(
        `INSERT INTO "page_views" (${columns})
         WITH RECURSIVE series(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM series WHERE i < ${raw}),
         r AS MATERIALIZED (SELECT abs(random()) % ${rawDays} AS d, abs(random()) % 86400000 AS ms,
           abs(random()) % 100 AS w, (abs(random()) % 1000000) / 1000000.0 AS u,
           abs(random()) % 10 AS l, abs(random()) % 8 AS s, abs(random()) % 8 AS c,
           abs(random()) % 4 AS v, abs(random()) % ${perDayVisitors} AS k FROM series),
         q AS (SELECT *, CASE WHEN w < 25 THEN 0 WHEN w < 27 THEN 1
           ELSE 2 + CAST(u * u * u * u * ${projects} AS INTEGER) END AS p,
           CASE WHEN l < 6 THEN 'fr' ELSE 'en' END AS lang,
           ? / 1000.0 - d * 86400 - ms / 1000.0 AS t FROM r)
         SELECT strftime('%Y-%m-%d %H:%M:%f', t, 'unixepoch'), date(t, 'unixepoch'),
           ${row('p', 'lang', `${pick(SOURCES, 's')}, ${pick(CHANNELS, 's')}, CASE WHEN s = 6 THEN 'campaign-' || c END, ${pick(DEVICES, 'v')}, 'visitor-' || k`)}
         FROM q ORDER BY 1`,
        [Date.now()],
      );
    } else {
      await db.run('SELECT setseed(0.53)');
      const array = (list) => `(ARRAY[${list.map((x) => (x ? `'${x}'` : 'NULL')).join(',')}])`;
      await db.run(
        `INSERT INTO "page_views" (${columns})
         SELECT t, to_char(t, 'YYYY-MM-DD'),
           ${row('p', 'lang', `${array(SOURCES)}[s + 1], ${array(CHANNELS)}[s + 1], CASE WHEN s = 6 THEN 'campaign-' || c END, ${array(DEVICES)}[v + 1], 'visitor-' || k`)}
         FROM (SELECT *, CASE WHEN w < 25 THEN 0 WHEN w < 27 THEN 1
             ELSE 2 + floor(u * u * u * u * ${projects})::int END AS p,
             CASE WHEN l < 0.6 THEN 'fr' ELSE 'en' END AS lang,
             now() AT TIME ZONE 'UTC' - d * interval '1 day' - ms * interval '1 millisecond' AS t
           FROM (SELECT floor(random() * ${rawDays})::int AS d, floor(random() * 86400000)::int AS ms,
             floor(random() * 100)::int AS w, random() AS u, random() AS l,
             floor(random() * 8)::int AS s, floor(random() * 8)::int AS c,
             floor(random() * 4)::int AS v, floor(random() * ${perDayVisitors})::int AS k
             FROM generate_series(1, ${raw})) AS r) AS q
         ORDER BY 1`,
      );
    }
    for (const sql of ROLL_UPS) await db.run(sql, [today]);
    // The older days: the raw days' rows again, 60 days further back each time.
    const key =
      db.kind === 'sqlite' ? `date("day", ?)` : `to_char("day"::date - ?::int, 'YYYY-MM-DD')`;
    for (let back = rawDays; back < keptDays; back += rawDays) {
      await db.run(
        `INSERT INTO "audience_daily" ("dimension", "day", "key", "views", "visitors", "leads")
         SELECT "dimension", ${key}, "key", "views", "visitors", "leads" FROM "audience_daily"
         WHERE "day" < ? AND "day" >= ${db.kind === 'sqlite' ? 'date(?, ?)' : `to_char(?::date - ?::int, 'YYYY-MM-DD')`}`,
        db.kind === 'sqlite'
          ? [`-${back} days`, today, today, `-${rawDays} days`]
          : [back, today, today, rawDays],
      );
    }
    // Past what the product keeps: the retention sweep would have deleted them.
    await db.run(
      `DELETE FROM "audience_daily" WHERE "day" < ${db.kind === 'sqlite' ? 'date(?, ?)' : `to_char(?::date - ?::int, 'YYYY-MM-DD')`}`,
      db.kind === 'sqlite' ? [today, `-${keptDays} days`] : [today, keptDays],
    );
  });
  return { raw, keptDays };
}

/**
 * The daily roll-up of the raw views by SQL, the same on both databases (views and
 * distinct visitors per day and key, per dimension), for every day before today: what
 * AudienceRollUp writes, in volume.
 */
const ROLL_UPS = [
  ['total', "''"],
  ['page', '"path"'],
  ['project', 'CAST("projectId" AS TEXT)'],
  ['locale', '"locale"'],
  ['device', '"device"'],
  ['source', `coalesce("source", '(direct)')`],
  ['channel', `coalesce("channel", 'direct')`],
  ['campaign', '"campaign"'],
]
  .map(
    ([dimension, key]) =>
      `INSERT INTO "audience_daily" ("dimension", "day", "key", "views", "visitors", "leads") SELECT '${dimension}', "day", ${key}, count(*), count(DISTINCT "visitorKey"), 0 FROM "page_views" WHERE ${key} IS NOT NULL AND "day" < ? GROUP BY "day"${key === "''" ? '' : `, ${key}`}`,
  )
  .concat(
    // A visit's landing page: its first view's.
    `INSERT INTO "audience_daily" ("dimension", "day", "key", "views", "visitors", "leads") SELECT 'landing', "day", "path", count(*), count(*), 0 FROM (SELECT "day", "path", row_number() OVER (PARTITION BY "day", "visitorKey" ORDER BY "at", "id") AS "n" FROM "page_views" WHERE "day" < ?) AS "firsts" WHERE "n" = 1 GROUP BY "day", "path"`,
  );
