// R3's baseline: node:http and better-sqlite3 running the same queries as the API and
// answering the same JSON, with nothing else (no framework, no ORM, no guard, no log).
// Usage: node raw-api.mjs <sqlite file> <port>
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../backend/package.json'));
const Database = require('better-sqlite3');
const [file, port] = process.argv.slice(2);
const db = new Database(file, { readonly: true });
db.pragma('busy_timeout = 5000');

const iso = (text) => (text ? new Date(`${text.replace(' ', 'T')}Z`).toISOString() : null);
const media = (key) => `/media/${key}`;

function portfolioDto(row) {
  const image = row.image ? JSON.parse(row.image) : null;
  return {
    id: row.id,
    title: row.title,
    client: row.client,
    description: row.description,
    category: row.category,
    year: row.year,
    imageUrl: image ? media(image.key) : null,
    image: image
      ? {
          width: image.width,
          height: image.height,
          variants: image.variants.map((v) => ({
            url: media(v.key),
            width: v.width,
            height: v.height,
            format: v.format,
          })),
        }
      : null,
    featured: row.featured === 1,
    createdAt: iso(row.createdAt),
  };
}

const PORTFOLIO_COLUMNS =
  'id, title, client, description, category, year, image, featured, display_order, createdAt FROM portfolio_items';
const portfolioPage = db.prepare(
  `SELECT ${PORTFOLIO_COLUMNS} ORDER BY featured DESC, display_order, createdAt DESC, id DESC LIMIT ?`,
);
/** The API's page size without `limit` (PAGE_SIZES.default) and its cursor: the last row's keys. */
const PAGE = 50;
const cursorOf = (keys) => Buffer.from(JSON.stringify(keys)).toString('base64url');
const logosActive = db.prepare(
  'SELECT id, name, iconType, iconValue, display_order, active, createdAt FROM client_logos WHERE active = 1',
);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const messagesPage = db.prepare(
  'SELECT * FROM contact_messages ORDER BY createdAt DESC, id DESC LIMIT ?',
);
const unread = db.prepare('SELECT count(*) AS n FROM contact_messages WHERE read = 0');
const contentVersion = db.prepare('SELECT version FROM content_version WHERE id = 1');

function json(res, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

createServer((req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  switch (url.pathname) {
    case '/api/portfolio': {
      // The first page, as the API answers it: `limit` rows and the cursor of the last.
      const limit = Number(url.searchParams.get('limit') ?? PAGE);
      const rows = portfolioPage.all(limit + 1);
      const last = rows[limit - 1];
      return json(res, {
        items: rows.slice(0, limit).map(portfolioDto),
        nextCursor:
          rows.length > limit
            ? cursorOf([last.featured === 1, last.display_order, last.createdAt, last.id])
            : null,
      });
    }
    case '/api/logos/active': {
      const rows = logosActive.all().sort((a, b) => {
        if (a.display_order !== b.display_order) {
          if (a.display_order === null) return 1;
          if (b.display_order === null) return -1;
          return a.display_order - b.display_order;
        }
        return collator.compare(a.name, b.name) || a.id - b.id;
      });
      return json(
        res,
        rows.map((l) => ({
          id: l.id,
          name: l.name,
          iconType: l.iconType,
          iconValue: l.iconValue,
          order: l.display_order,
          active: l.active === 1,
          createdAt: iso(l.createdAt),
        })),
      );
    }
    case '/api/contact': {
      const rows = messagesPage.all(PAGE + 1);
      const last = rows[PAGE - 1];
      return json(res, {
        items: rows.slice(0, PAGE).map((m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          company: m.company,
          service: m.service,
          message: m.message,
          read: m.read === 1,
          createdAt: iso(m.createdAt),
        })),
        nextCursor: rows.length > PAGE ? cursorOf([last.createdAt, last.id]) : null,
      });
    }
    case '/api/content-version':
      return json(res, { version: contentVersion.get()?.version ?? 0 });
    // The framework floor: what @nestjs/terminus answers, with no query at all.
    case '/api/health':
      return json(res, { status: 'ok', info: {}, error: {}, details: {} });
    case '/api/contact/unread-count':
      return json(res, { count: unread.get().n });
    default:
      res.writeHead(404).end();
  }
}).listen(Number(port), '127.0.0.1', () => console.log(`raw API on ${port}`));
process.once('SIGTERM', () => process.exit(0));
