#!/usr/bin/env node
// Compresses the built browser assets once, at build time: a .br (brotli, quality 11) and a
// .gz (gzip -9) beside every text asset, which the server sends as they are
// (express-static-gzip in server/app.ts) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assetsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../build/client/assets',
);
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
// Below this, the compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

let files = 0;
for (const name of readdirSync(assetsDir)) {
  const file = path.join(assetsDir, name);
  if (!TEXT.test(name) || statSync(file).size < MIN_BYTES) continue;
  const bytes = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  files += 1;
}
console.log(`precompressed ${files} assets (.br, .gz)`);
