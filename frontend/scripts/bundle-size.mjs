#!/usr/bin/env node
// Measures the JavaScript each public page loads before it is interactive (its route
// modules and every static import, from React Router's build manifest), gzipped, and fails
// when the landing page is over budget or any public page's graph holds an admin module.
// Run after `npm run build -w frontend`. Chunks loaded on demand (contact form, mobile menu,
// toasts) are listed apart: they are not part of the first load.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LANDING_BUDGET_BYTES = 120 * 1024;
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const assetsDir = path.join(clientDir, 'assets');

const manifestFile = readdirSync(assetsDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error('No build manifest: run `npm run build -w frontend` first');
const manifestSource = readFileSync(path.join(assetsDir, manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf('=') + 1).replace(/;\s*$/, ''),
);

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** A chunk's static imports (`import … from "./x.js"`), not its dynamic `import()`s. */
function staticImports(file) {
  const source = readFileSync(path.join(clientDir, file), 'utf8');
  const found = [];
  for (const m of source.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g,
  )) {
    found.push(path.posix.join(path.posix.dirname(file), m[1]));
  }
  return found;
}

function graph(routeIds) {
  const files = new Set();
  const visit = (file) => {
    const key = file.replace(/^\//, '');
    if (files.has(key)) return;
    files.add(key);
    for (const dep of staticImports(key)) visit(dep);
  };
  visit(manifest.entry.module);
  manifest.entry.imports.forEach(visit);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the build`);
    visit(route.module);
    (route.imports ?? []).forEach(visit);
  }
  return files;
}

// Source modules per chunk, written by the build (vite.config.ts, chunkModulesReport).
const chunkModules = JSON.parse(
  readFileSync(path.join(clientDir, '../client-chunks.json'), 'utf8'),
);
const ADMIN_MODULE = /(^|\/)app\/(routes|components|lib)\/admin\//;
function adminModules(file) {
  return (chunkModules[file.replace(/^assets\//, 'assets/')] ?? []).filter((id) =>
    ADMIN_MODULE.test(id),
  );
}

const pages = {
  '/ (landing)': ['root', 'routes/site-layout', 'routes/home'],
  '/portfolio/:id': ['root', 'routes/site-layout', 'routes/portfolio-item'],
  'not found': ['root', 'routes/site-layout', 'routes/not-found'],
};

let failed = false;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const [page, routeIds] of Object.entries(pages)) {
  const files = [...graph(routeIds)];
  const total = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const admin = files.flatMap(adminModules);
  console.log(`${page.padEnd(18)} ${kb(total).padStart(9)} gzipped JS in ${files.length} files`);
  if (admin.length > 0) {
    console.log(`  admin code in a public page: ${admin.join(', ')}`);
    failed = true;
  }
  if (page.startsWith('/ ') && total > LANDING_BUDGET_BYTES) {
    console.log(`  over the landing budget of ${kb(LANDING_BUDGET_BYTES)}`);
    failed = true;
  }
}
const loaded = new Set(Object.values(pages).flatMap((ids) => [...graph(ids)]));
const onDemand = readdirSync(assetsDir)
  .filter((f) => f.endsWith('.js') && !loaded.has(`assets/${f}`) && !f.startsWith('manifest-'))
  .map((f) => [f, gzipSize(`assets/${f}`)])
  .filter(([, size]) => size > 512);
console.log(`loaded on demand: ${onDemand.map(([f, s]) => `${f} ${kb(s)}`).join(', ')}`);
process.exit(failed ? 1 : 0);
