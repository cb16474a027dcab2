// Bytes a visitor downloads: each public page's first-load JavaScript (its route modules
// and their static imports, from React Router's build manifest) and CSS, raw, gzip -9 and
// brotli 11, how much of that JavaScript is the framework's own, and whether any admin
// module is in a public page's graph.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(import.meta.dirname, '../../frontend/build/client');
const ADMIN_MODULE = /(^|\/)app\/(routes|components|lib)\/admin\//;
/** React, React DOM and React Router with their own dependencies: what any page of the stack loads. */
const FRAMEWORK_MODULE =
  /node_modules\/(react|react-dom|react-router|@react-router\/[^/]+|scheduler|turbo-stream|cookie|set-cookie-parser)\//;
/** A chunk of the framework alone (Rollup's own helpers, named with a NUL, go with it). */
const frameworkOnly = (modules) =>
  modules.some((id) => FRAMEWORK_MODULE.test(id)) &&
  modules.every((id) => id.startsWith('\0') || FRAMEWORK_MODULE.test(id));

export const PUBLIC_PAGES = {
  '/': ['root', 'routes/site-layout', 'routes/home'],
  '/portfolio/:id': ['root', 'routes/site-layout', 'routes/portfolio-item'],
  '/privacy': ['root', 'routes/site-layout', 'routes/privacy'],
  'not found': ['root', 'routes/site-layout', 'routes/not-found'],
};
export const ADMIN_LOGIN = ['root', 'routes/admin/admin', 'routes/admin/login'];

export function sizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

function manifest() {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const source = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
}

function staticImports(file) {
  const source = readFileSync(path.join(clientDir, file), 'utf8');
  return [
    ...source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g),
  ].map((m) => path.posix.join(path.posix.dirname(file), m[1]));
}

function pageFiles(m, routeIds) {
  const js = new Set();
  const css = new Set();
  const visit = (file) => {
    const key = file.replace(/^\//, '');
    if (js.has(key)) return;
    js.add(key);
    staticImports(key).forEach(visit);
  };
  visit(m.entry.module);
  m.entry.imports.forEach(visit);
  for (const id of routeIds) {
    const route = m.routes[id];
    visit(route.module);
    (route.imports ?? []).forEach(visit);
    (route.css ?? []).forEach((f) => css.add(f.replace(/^\//, '')));
  }
  return { js: [...js], css: [...css] };
}

function total(files) {
  const sum = { raw: 0, gzip: 0, brotli: 0, files: files.length };
  for (const f of files) {
    const s = sizes(readFileSync(path.join(clientDir, f)));
    sum.raw += s.raw;
    sum.gzip += s.gzip;
    sum.brotli += s.brotli;
  }
  return sum;
}

export function pageBytes() {
  const m = manifest();
  const chunks = JSON.parse(readFileSync(path.join(clientDir, '../client-chunks.json'), 'utf8'));
  const pages = {};
  for (const [page, ids] of Object.entries({ ...PUBLIC_PAGES, '/admin/login': ADMIN_LOGIN })) {
    const files = pageFiles(m, ids);
    const admin = files.js.flatMap((f) => (chunks[f] ?? []).filter((id) => ADMIN_MODULE.test(id)));
    pages[page] = {
      js: total(files.js),
      // The part no change to our own code can shrink (ADR 018).
      frameworkJs: total(files.js.filter((f) => frameworkOnly(chunks[f] ?? []))),
      css: total(files.css),
      adminModules: admin.length,
    };
  }
  return pages;
}
