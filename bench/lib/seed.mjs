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
    // Both languages are required before publishing by default (ADR 041): without the
    // French the API refuses the item (422 "Cannot publish before Français is ready").
    form.set('titleFr', `Corpus ${i + 1} (fr)`);
    form.set('descriptionFr', 'Téléversée par le banc d’essai.');
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

/**
 * `count` page views over the last 60 days (the raw retention, ADR 053), then the daily
 * roll-up of them by SQL (what AudienceRollUp writes: views, distinct visitors per day and
 * key, per dimension), so the Audience panel's queries run against the volume they would
 * meet. Days are UTC here: the time zone does not change the volume.
 */
export function setPageViews(db, count) {
  const rand = random(53);
  const now = Date.now();
  const pages = ['/', '/privacy', ...Array.from({ length: 40 }, (_, i) => `/portfolio/${i + 1}`)];
  const sources = [
    null,
    null,
    'Google',
    'Google',
    'LinkedIn',
    'Bing',
    'newsletter',
    'dribbble.com',
  ];
  const channels = { Google: 'organic', Bing: 'organic', LinkedIn: 'social', newsletter: 'email' };
  const devices = ['desktop', 'desktop', 'mobile', 'tablet'];
  db.prepare('DELETE FROM page_views').run();
  db.prepare('DELETE FROM audience_daily').run();
  const insert = db.prepare(
    'INSERT INTO page_views (at, day, path, kind, projectId, locale, source, channel, campaign, device, visitorKey) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const at = now - Math.floor(rand() * 60 * 86_400_000);
      const path = pages[Math.floor(rand() * pages.length)];
      const project = path.startsWith('/portfolio/') ? Number(path.slice(11)) : null;
      const source = sources[Math.floor(rand() * sources.length)];
      insert.run(
        sqliteDate(at),
        new Date(at).toISOString().slice(0, 10),
        path,
        project ? 'project' : path === '/' ? 'landing' : 'privacy',
        project,
        rand() < 0.6 ? 'fr' : 'en',
        source,
        source ? (channels[source] ?? 'referral') : null,
        source === 'newsletter' ? `campaign-${Math.floor(rand() * 8)}` : null,
        devices[Math.floor(rand() * devices.length)],
        // About 3 views a visitor a day.
        `visitor-${Math.floor(rand() * (count / 180))}`,
      );
    }
  })();
  const rollUp = (dimension, key) =>
    db
      .prepare(
        `INSERT INTO audience_daily (dimension, day, key, views, visitors, leads) SELECT '${dimension}', day, ${key}, count(*), count(DISTINCT visitorKey), 0 FROM page_views WHERE ${key} IS NOT NULL GROUP BY day, ${key}`,
      )
      .run();
  rollUp('total', "''");
  rollUp('page', 'path');
  rollUp('landing', 'path');
  rollUp('project', 'CAST(projectId AS TEXT)');
  rollUp('locale', 'locale');
  rollUp('device', 'device');
  rollUp('source', "coalesce(source, '(direct)')");
  rollUp('channel', "coalesce(channel, 'direct')");
  rollUp('campaign', 'campaign');
}
