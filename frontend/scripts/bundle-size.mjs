#!/usr/bin/env node
// The JavaScript budget of the public pages (ADR 024). A public page loads no framework
// runtime: its only scripts are the islands' entry and the islands it has, imported after
// the load event, before any scrolling. This sums, gzipped, the entry with everything it
// imports and every island it can import (with their static imports): the most any
// public page (/, a project, /privacy, a 404, the outage page) can fetch before scrolling,
// so the bound holds for each. What an island fetches on first use (focus-trap when the
// menu opens) is listed apart. It fails over the budget, or when an island chunk holds
// React, React Router or admin code. Run after `npm run build -w frontend`; the browser
// suite (e2e/public-pages.spec.ts) proves the pages carry nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PAGE_BUDGET_BYTES = 6 * 1024;
const ENTRY = 'app/islands/main.ts';
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');
const clientDir = path.join(buildDir, 'client');

const manifest = JSON.parse(
  readFileSync(path.join(clientDir, '.vite/islands-manifest.json'), 'utf8'),
);
const chunkModules = JSON.parse(readFileSync(path.join(buildDir, 'islands-chunks.json'), 'utf8'));
if (!manifest[ENTRY]) throw new Error(`The islands build has no ${ENTRY}: run npm run build`);

const gzipSize = (file) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;

/** A manifest key with its static imports, recursively. */
function withImports(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) withImports(dep, into);
  return into;
}

const beforeScrolling = withImports(ENTRY);
for (const island of manifest[ENTRY].dynamicImports ?? []) withImports(island, beforeScrolling);
const onFirstUse = new Set(
  [...beforeScrolling]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => !beforeScrolling.has(key)),
);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;
const files = [...beforeScrolling].map((key) => manifest[key].file);
const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(
  `every public page: at most ${kb(total)} gzipped JS before scrolling, in ${files.length} files (budget ${kb(PAGE_BUDGET_BYTES)})`,
);
for (const file of files) console.log(`  ${file.padEnd(48)} ${kb(gzipSize(file)).padStart(8)}`);
if (total > PAGE_BUDGET_BYTES) {
  console.log(`  over the budget of ${kb(PAGE_BUDGET_BYTES)}`);
  failed = true;
}
const FORBIDDEN =
  /(^|\/)(node_modules\/(react|react-dom|react-router|zod)\/|app\/(routes\/)?admin\/)/;
for (const [file, modules] of Object.entries(chunkModules)) {
  const bad = modules.filter((id) => FORBIDDEN.test(id));
  if (bad.length > 0) {
    console.log(`  ${file} holds what no public page may load: ${bad.join(', ')}`);
    failed = true;
  }
}
console.log(
  `on first use: ${[...onFirstUse].map((key) => `${manifest[key].file} ${kb(gzipSize(manifest[key].file))}`).join(', ')}`,
);

// The signed-out admin pages (ADR 071): React Router's entry, the root, /admin's route and
// the page's own route module, each with its static imports (the manifest lists them
// whole), fetched at the first input or after the first frame; and the admin stylesheet.
// Nothing of the signed-in admin: no shell, no screen, no editor library, no second step;
// of the contracts, only the modules they use (ADR 101): a contracts module brings every
// schema it builds at its top level, and those of the modules it imports.
// 201 KB though they load about 187 KB since ADR 101: the room is for what the sign-in
// gains, which until then pushed the bound up with each feature (ADR 082, 083, 092).
const SIGNED_OUT_JS_BUDGET_BYTES = 201 * 1024;
const SIGNED_OUT_CSS_BUDGET_BYTES = 12 * 1024;
const SIGNED_OUT_PAGES = ['login', 'forgot-password', 'reset', 'invite'];
const SIGNED_IN_ONLY =
  /(^|\/)(node_modules\/(@dnd-kit|uplot|diff|@simplewebauthn|@radix-ui)\/|app\/admin\/(?!auth\/|shared\/)|app\/admin\/shared\/(admin-shell|admin-nav)|app\/routes\/admin\/(?!(admin|login|forgot-password|reset|invite)\.tsx))/;
const SIGNED_OUT_CONTRACTS =
  /(^|\/)contracts\/src\/(zod|locale|site-paths|limits|error-codes|no-nul|staff-mail|credentials|reauth|revisions)\.ts$/;
const appSource = readFileSync(
  path.join(
    clientDir,
    'assets',
    readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f)),
  ),
  'utf8',
);
const app = JSON.parse(appSource.slice(appSource.indexOf('=') + 1).replace(/;\s*$/, ''));
const appChunks = JSON.parse(readFileSync(path.join(buildDir, 'client-chunks.json'), 'utf8'));
const asset = (href) => href.replace(/^\//, '');
for (const page of SIGNED_OUT_PAGES) {
  const routes = ['root', 'routes/admin/admin', `routes/admin/${page}`].map((id) => app.routes[id]);
  const js = new Set([app.entry.module, ...app.entry.imports]);
  const css = new Set();
  for (const route of routes) {
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  const jsBytes = [...js].reduce((sum, file) => sum + gzipSize(asset(file)), 0);
  const cssBytes = [...css].reduce((sum, file) => sum + gzipSize(asset(file)), 0);
  console.log(
    `/admin/${page}: ${kb(jsBytes)} gzipped JS in ${js.size} files once the app starts (budget ${kb(SIGNED_OUT_JS_BUDGET_BYTES)}), ${kb(cssBytes)} CSS in ${css.size} (budget ${kb(SIGNED_OUT_CSS_BUDGET_BYTES)})`,
  );
  if (jsBytes > SIGNED_OUT_JS_BUDGET_BYTES || cssBytes > SIGNED_OUT_CSS_BUDGET_BYTES) {
    console.log(`  over the budget`);
    failed = true;
  }
  for (const file of js) {
    const bad = (appChunks[asset(file)] ?? []).filter(
      (id) =>
        SIGNED_IN_ONLY.test(id) ||
        (/(^|\/)contracts\/src\//.test(id) && !SIGNED_OUT_CONTRACTS.test(id)),
    );
    if (bad.length > 0) {
      console.log(`  ${file} holds what a signed-out page may not load: ${bad.join(', ')}`);
      failed = true;
    }
  }
}
process.exit(failed ? 1 : 0);
