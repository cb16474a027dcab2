// The data set: a few portfolio images sent through the real upload pipeline, then
// portfolio items, client logos and contact messages written straight into the SQLite
// file (the database's own triggers raise the content version, as for any write).
import { createRequire } from 'node:module';
import path from 'node:path';
import { corpusPng } from './corpus.mjs';
import { random } from './random.mjs';

const backendDir = path.resolve(import.meta.dirname, '../../backend');
const require = createRequire(path.join(backendDir, 'package.json'));
const Database = require('better-sqlite3');

const CATEGORIES = ['listing', 'brand', 'storefront', 'packaging'];
const WORDS =
  'amber harbor listing refresh bottle serum studio bold quiet nordic copper leaf ridge orbit bloom cedar summit tide ember wick market bright honest daily craft field loop north pixel shore stone velvet'.split(
    ' ',
  );

function words(rand, count) {
  return Array.from({ length: count }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
}
const title = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** TypeORM's SQLite datetime text: "YYYY-MM-DD HH:MM:SS.SSS" in UTC. */
const sqliteDate = (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

export async function signIn(apiUrl, username, password) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Uploads `count` corpus pictures as portfolio items; answers their stored image records. */
export async function uploadImages(apiUrl, cookie, count) {
  const images = [];
  for (let i = 0; i < count; i += 1) {
    const form = new FormData();
    form.set('title', `Corpus ${i + 1}`);
    form.set('client', 'Bench');
    form.set('description', 'Uploaded by the benchmark.');
    // Complete in both languages: a create is published, which needs every required one.
    form.set('titleFr', `Corpus ${i + 1} (fr)`);
    form.set('descriptionFr', 'Téléversé par le banc d’essai.');
    form.set('slugEn', `corpus-${i + 1}`);
    form.set('slugFr', `corpus-${i + 1}-fr`);
    form.set('category', CATEGORIES[i % CATEGORIES.length]);
    form.set('year', '2025');
    form.set('featured', 'false');
    form.set('image', new Blob([await corpusPng(i, 1600, 2000)], { type: 'image/png' }), 'p.png');
    const response = await fetch(`${apiUrl}/api/portfolio`, {
      method: 'POST',
      headers: { cookie, origin: apiUrl },
      body: form,
    });
    if (response.status !== 201) {
      throw new Error(`upload: ${response.status} ${await response.text()}`);
    }
  }
  const db = new Database(dbPathOf.current, { readonly: true });
  for (const row of db.prepare('SELECT image FROM portfolio_items WHERE image IS NOT NULL').all()) {
    images.push(row.image);
  }
  db.close();
  return images;
}

const dbPathOf = { current: '' };

export function openData(sqlitePath) {
  dbPathOf.current = sqlitePath;
  const db = new Database(sqlitePath);
  db.pragma('busy_timeout = 10000');
  return db;
}

/** Exactly `count` portfolio items (3 of 20 featured), texts of realistic length. */
export function setPortfolio(db, images, count) {
  const rand = random(42);
  const now = Date.now();
  const insert = db.prepare(
    // Ready in both languages (ADR 041), the French of the same length: the bench measures
    // the pages of each language (ADR 042).
    'INSERT INTO portfolio_items (title, client, description, category, year, image, featured, createdAt, updatedAt, slug_en, ready_en, title_fr, description_fr, slug_fr, ready_fr) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, 1)',
  );
  db.transaction(() => {
    db.prepare('DELETE FROM portfolio_items').run();
    for (let i = 0; i < count; i += 1) {
      const created = sqliteDate(now - i * 86_400_000);
      const name = title(words(rand, 3)).slice(0, 120);
      const description = `${title(words(rand, 28))}.\n\n${title(words(rand, 18))}.`;
      insert.run(
        name,
        title(words(rand, 2)),
        description,
        CATEGORIES[i % CATEGORIES.length],
        String(2025 - (i % 5)),
        images[i % images.length],
        i % 7 === 0 ? 1 : 0,
        created,
        created,
        `item-${i + 1}`,
        `${name} (fr)`.slice(0, 120),
        `${description} (fr)`,
        `element-${i + 1}`,
      );
    }
  })();
}

/** The demo client logos (every icon type), as the seed stores them. */
export function setLogos(db) {
  const { DEMO_LOGOS } = require('./dist/seed/demo-logos.js');
  const insert = db.prepare(
    'INSERT INTO client_logos (name, iconType, iconValue, display_order, active) VALUES (?, ?, ?, ?, 1)',
  );
  db.transaction(() => {
    db.prepare('DELETE FROM client_logos').run();
    DEMO_LOGOS.forEach((logo, i) => insert.run(logo.name, logo.iconType, logo.iconValue, i));
  })();
  return DEMO_LOGOS.length;
}

/** Exactly `count` contact messages, newest first one a minute apart, 30 % unread. */
export function setMessages(db, count) {
  const rand = random(7);
  const have = db.prepare('SELECT count(*) AS n FROM contact_messages').get().n;
  if (have > count) db.prepare('DELETE FROM contact_messages').run();
  const start = have > count ? 0 : have;
  const now = Date.now();
  const insert = db.prepare(
    'INSERT INTO contact_messages (name, email, company, service, message, read, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = start; i < count; i += 1) {
      insert.run(
        title(words(rand, 2)),
        `sender${i}@example.com`,
        title(words(rand, 2)),
        'listing_design',
        `${title(words(rand, 40))}.`,
        rand() < 0.3 ? 0 : 1,
        sqliteDate(now - (count - i) * 60_000),
      );
    }
  })();
}

/** The seeded page views' shape: 42 pages, 8 sources (2 of them none), 4 device draws. */
const PAGES = 42;
const SOURCES = [null, null, 'Google', 'Google', 'LinkedIn', 'Bing', 'newsletter', 'dribbble.com'];
const CHANNELS = [null, null, 'organic', 'organic', 'social', 'organic', 'email', 'referral'];
const DEVICES = ['desktop', 'desktop', 'mobile', 'tablet'];

/**
 * The daily roll-up of the seeded views by SQL, the same on both databases (views and
 * distinct visitors per day and key, per dimension): what AudienceRollUp writes, in volume.
 */
const ROLL_UPS = [
  ['total', "''"],
  ['page', '"path"'],
  ['landing', '"path"'],
  ['project', 'CAST("projectId" AS TEXT)'],
  ['locale', '"locale"'],
  ['device', '"device"'],
  ['source', `coalesce("source", '(direct)')`],
  ['channel', `coalesce("channel", 'direct')`],
  ['campaign', '"campaign"'],
].map(
  ([dimension, key]) =>
    `INSERT INTO "audience_daily" ("dimension", "day", "key", "views", "visitors", "leads") SELECT '${dimension}', "day", ${key}, count(*), count(DISTINCT "visitorKey"), 0 FROM "page_views" WHERE ${key} IS NOT NULL AND "day" < $today GROUP BY "day"${key === "''" ? '' : `, ${key}`}`,
);

/**
 * `count` page views over the 60 days of raw retention (ADR 053) ending with `today` (the
 * agency's day, YYYY-MM-DD), as many on today as on any day (a busy day's raw rows for the
 * panel to read), stored in time order as they arrive, then the roll-up of every day before
 * today, in one transaction. Drawn by SQL (a recursive series): a loop of 1,000,000
 * statements from JavaScript took minutes on a loaded machine.
 */
export function setPageViews(db, count, today) {
  const pick = (list) =>
    `CASE ${list.map((v, i) => `WHEN ${i} THEN ${v ? `'${v}'` : 'NULL'}`).join(' ')} END`;
  db.transaction(() => {
    db.prepare('DELETE FROM page_views').run();
    db.prepare('DELETE FROM audience_daily').run();
    db.prepare(
      `INSERT INTO "page_views" ("at", "day", "path", "kind", "projectId", "locale", "source", "channel", "campaign", "device", "visitorKey")
       WITH RECURSIVE series(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM series WHERE i < $count),
       -- Materialized: each draw is made once a row, not once a use.
       r AS MATERIALIZED (SELECT abs(random()) % 60 AS d, abs(random()) % 3600000 AS ms,
         abs(random()) % ${PAGES} AS p, abs(random()) % 10 AS l, abs(random()) % 8 AS s,
         abs(random()) % 8 AS c, abs(random()) % 4 AS v,
         -- About 3 views a visitor a day.
         abs(random()) % (CAST($count AS INTEGER) / 180) AS k FROM series)
       SELECT strftime('%Y-%m-%d %H:%M:%f', $now / 1000.0 - d * 86400 - ms / 1000.0, 'unixepoch'),
         date($today, '-' || d || ' days'),
         CASE p WHEN 0 THEN '/' WHEN 1 THEN '/privacy' ELSE '/portfolio/' || (p - 1) END,
         CASE WHEN p > 1 THEN 'project' WHEN p = 0 THEN 'landing' ELSE 'privacy' END,
         CASE WHEN p > 1 THEN p - 1 END,
         CASE WHEN l < 6 THEN 'fr' ELSE 'en' END,
         ${pick(SOURCES).replace('CASE', 'CASE s')}, ${pick(CHANNELS).replace('CASE', 'CASE s')},
         CASE WHEN s = 6 THEN 'campaign-' || c END,
         ${pick(DEVICES).replace('CASE', 'CASE v')},
         'visitor-' || k
       FROM r ORDER BY 1`,
    ).run({ count, now: Date.now(), today });
    for (const sql of ROLL_UPS) db.prepare(sql.replace('$today', '?')).run(today);
  })();
}

/** A connected PostgreSQL client (the API's own driver). */
async function sqlClient(url) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The same page views in PostgreSQL, drawn by generate_series in one statement. */
export async function setPageViewsPostgres(url, count, today) {
  const client = await sqlClient(url);
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM "page_views"');
    await client.query('DELETE FROM "audience_daily"');
    await client.query('SELECT setseed(0.53)');
    const sql = (list) => `(ARRAY[${list.map((v) => (v ? `'${v}'` : 'NULL')).join(',')}])`;
    await client.query(
      `INSERT INTO "page_views" ("at", "day", "path", "kind", "projectId", "locale", "source", "channel", "campaign", "device", "visitorKey")
       SELECT now() AT TIME ZONE 'UTC' - d * interval '1 day' - ms * interval '1 millisecond',
         to_char($2::date - d, 'YYYY-MM-DD'),
         CASE p WHEN 0 THEN '/' WHEN 1 THEN '/privacy' ELSE '/portfolio/' || (p - 1) END,
         CASE WHEN p > 1 THEN 'project' WHEN p = 0 THEN 'landing' ELSE 'privacy' END,
         CASE WHEN p > 1 THEN p - 1 END,
         CASE WHEN l < 0.6 THEN 'fr' ELSE 'en' END,
         ${sql(SOURCES)}[s + 1], ${sql(CHANNELS)}[s + 1],
         CASE WHEN s = 6 THEN 'campaign-' || c END,
         ${sql(DEVICES)}[v + 1],
         'visitor-' || floor(random() * $1 / 180)::int
       FROM (SELECT floor(random() * 60)::int AS d, floor(random() * 3600000)::int AS ms,
         floor(random() * ${PAGES})::int AS p, random() AS l, floor(random() * 8)::int AS s,
         floor(random() * 8)::int AS c, floor(random() * 4)::int AS v
         FROM generate_series(1, $1)) AS r
       ORDER BY 1`,
      [count, today],
    );
    for (const sql of ROLL_UPS) await client.query(sql.replace('$today', '$1'), [today]);
    await client.query('COMMIT');
    // Statistics and the visibility map, as autovacuum would make them soon after a load.
    await client.query('VACUUM ANALYZE "page_views"');
    await client.query('VACUUM ANALYZE "audience_daily"');
  } finally {
    await client.end();
  }
}

/** A rich text document of paragraphs (and an optional list), as the page editor stores it. */
const doc = (paragraphs, list = []) => ({
  type: 'doc',
  content: [
    ...paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
    ...(list.length > 0
      ? [
          {
            type: 'bulletList',
            content: list.map((text) => ({
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
            })),
          },
        ]
      : []),
  ],
});

/** The same text in both languages: French first, as the site is. */
const both = (fr, en) => ({ fr, en });

/** Uploads one corpus picture to the media library, alt text in both languages; its id. */
async function libraryImage(apiUrl, cookie, index, width, height, alt) {
  const form = new FormData();
  form.set('altFr', alt.fr);
  form.set('altEn', alt.en);
  form.set(
    'image',
    new Blob([await corpusPng(index, width, height)], { type: 'image/png' }),
    'p.png',
  );
  const response = await fetch(`${apiUrl}/api/media-library`, {
    method: 'POST',
    headers: { cookie, origin: apiUrl },
    body: form,
  });
  if (response.status !== 201) {
    throw new Error(`library upload: ${response.status} ${await response.text()}`);
  }
  return (await response.json()).id;
}

/**
 * A page built from blocks (issue 50), live in both languages, as staff would make it
 * through the API: a heading with text, rich text, a wide image from the library, a team
 * of four with their photos, a client quote and a call to action. Answers its two paths.
 */
export async function setBlockPage(apiUrl, cookie) {
  const photo = (i, fr, en) => libraryImage(apiUrl, cookie, 3 + i, 800, 1000, both(fr, en));
  const studio = await libraryImage(
    apiUrl,
    cookie,
    3,
    1600,
    1000,
    both('L’atelier, un matin d’automne', 'The studio on an autumn morning'),
  );
  const people = [
    ['Ana Roy', both('Directrice de création', 'Creative director')],
    ['Louis Gagnon', both('Directeur artistique', 'Art director')],
    ['Mei Tremblay', both('Photographe', 'Photographer')],
    ['Sam Côté', both('Rédacteur', 'Copywriter')],
  ];
  const members = [];
  for (const [i, [name, role]] of people.entries()) {
    members.push({
      id: `m${i + 1}`,
      name,
      role,
      bio: both(
        'Quinze ans à donner une voix aux marques d’ici, du carton à l’écran.',
        'Fifteen years giving local brands a voice, from the box to the screen.',
      ),
      mediaId: await photo(i + 1, `Portrait de ${name}`, `Portrait of ${name}`),
    });
  }
  const fields = {
    title: both('Notre équipe', 'Our team'),
    slug: both('notre-equipe', 'our-team'),
    metaTitle: both('Notre équipe · Prism', 'Our team · Prism'),
    metaDescription: both(
      'Les gens derrière Prism : design, photographie et rédaction pour les marques qui vendent en ligne.',
      'The people behind Prism: design, photography and copy for brands that sell online.',
    ),
    blocks: [
      {
        id: 'intro',
        type: 'headingText',
        heading: both('Une petite équipe, un seul atelier', 'A small team, one studio'),
        body: both(
          doc([
            'Nous sommes quatre, au même étage, du premier croquis à la dernière photo. Chaque projet passe par toutes nos mains.',
          ]),
          doc([
            'There are four of us on one floor, from the first sketch to the last photograph. Every project goes through all our hands.',
          ]),
        ),
      },
      {
        id: 'how',
        type: 'richText',
        body: both(
          doc(
            [
              'Nous travaillons en courtes étapes, chacune montrée au client avant la suivante. Les décisions se prennent sur des images réelles, pas sur des maquettes vides.',
              'Ce qui sort de l’atelier est prêt pour la boutique : fiches, photos, emballages et textes, dans les deux langues.',
            ],
            [
              'Un interlocuteur du début à la fin',
              'Des photos faites chez nous',
              'Des textes écrits en français et en anglais',
            ],
          ),
          doc(
            [
              'We work in short steps, each shown to the client before the next. Decisions are made on real pictures, not empty mock-ups.',
              'What leaves the studio is ready for the shop: listings, photographs, packaging and copy, in both languages.',
            ],
            [
              'One contact from start to finish',
              'Photographs made in-house',
              'Copy written in French and English',
            ],
          ),
        ),
      },
      { id: 'studio', type: 'image', mediaId: studio, wide: true },
      { id: 'team', type: 'team', heading: both('L’équipe', 'The team'), members },
      {
        id: 'quote',
        type: 'quote',
        quote: both(
          'Ils ont refait nos fiches en trois semaines, et nos ventes en ligne ont suivi.',
          'They rebuilt our listings in three weeks, and our online sales followed.',
        ),
        author: 'Claire Bouchard',
        role: both('Fondatrice', 'Founder'),
        company: 'Maison Cèdre',
      },
      {
        id: 'cta',
        type: 'cta',
        heading: both('Un projet en tête?', 'A project in mind?'),
        text: both('Parlez-nous de votre marque.', 'Tell us about your brand.'),
        label: both('Écrivez-nous', 'Write to us'),
        href: both('/fr#contact', '/en#contact'),
      },
    ],
  };
  const headers = { cookie, origin: apiUrl, 'content-type': 'application/json' };
  const created = await fetch(`${apiUrl}/api/pages`, {
    method: 'POST',
    headers,
    body: JSON.stringify(fields),
  });
  if (created.status !== 201) {
    throw new Error(`page: ${created.status} ${await created.text()}`);
  }
  const { id } = await created.json();
  // The version guard of every edit: the ETag of the create's answer.
  const live = await fetch(`${apiUrl}/api/pages/${id}/live`, {
    method: 'PUT',
    headers: { ...headers, 'if-match': created.headers.get('etag') },
    body: JSON.stringify({ fr: true, en: true }),
  });
  if (!live.ok) throw new Error(`page live: ${live.status} ${await live.text()}`);
  return { en: '/en/our-team', fr: '/fr/notre-equipe' };
}
