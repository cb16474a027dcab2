// Bytes a visitor downloads. Public pages load no route module (islands only, ADR 024):
// what they fetch is measured in the browser (browser.mjs) and checked here for admin
// modules; their stylesheet travels inside the HTML (ADR 034). The admin area hydrates, so
// its first load is its route modules and their static imports, from React Router's build
// manifest, raw, gzip -9 and brotli 11.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve(import.meta.dirname, '../../frontend/build/client');
const ADMIN_MODULE = /(^|\/)app\/(routes\/)?admin\//;
const ADMIN_LOGIN = ['root', 'routes/admin/admin', 'routes/admin/login'];

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

/** Each built chunk's modules: React Router's build and the islands' (chunkModulesReport). */
const chunkModules = () => ({
  ...JSON.parse(readFileSync(path.join(clientDir, '../client-chunks.json'), 'utf8')),
  ...JSON.parse(readFileSync(path.join(clientDir, '../islands-chunks.json'), 'utf8')),
});

/** /admin/login's first load: the hydrated app's entry, its routes and their imports. */
export function adminEntryBytes() {
  const files = pageFiles(manifest(), ADMIN_LOGIN);
  return { js: total(files.js), css: total(files.css) };
}

/**
 * Admin modules in the scripts a page fetched (paths as the browser asked for them), and
 * the scripts neither build made (which could hold anything).
 */
export function adminModulesIn(fetched) {
  const chunks = chunkModules();
  const modules = fetched.map((url) => chunks[url.replace(/^\//, '')]);
  return {
    adminModules: modules.flat().filter((id) => id && ADMIN_MODULE.test(id)).length,
    unmapped: fetched.filter((_, i) => modules[i] === undefined),
  };
}

/** The page's inline stylesheets (ADR 034), to tell markup from CSS in its size. */
export function inlineStyles(html) {
  return Buffer.from(
    [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''),
  );
}
