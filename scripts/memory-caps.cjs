// @ts-check
// The memory settings each image runs with, read from its Dockerfile's runtime stage: the
// V8 heap cap (NODE_OPTIONS=--max-old-space-size) and glibc's fixed mmap threshold (ADR
// 106). The cluster test and the bench start their copies with the same environment, read
// from here, so the product is measured as it is deployed and the figures live in one place.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const DOCKERFILES = { api: 'infra/backend.Dockerfile', site: 'infra/frontend.Dockerfile' };
/** The variables of a runtime stage that set memory, nothing else (not HOST or PORT). */
const MEMORY_KEYS = ['NODE_OPTIONS', 'MALLOC_MMAP_THRESHOLD_'];

/**
 * The memory variables a copy of `kind` ('api' or 'site') runs with.
 * @param {'api' | 'site'} kind
 * @returns {Record<string, string>}
 */
function memoryEnv(kind) {
  const text = readFileSync(join(__dirname, '..', DOCKERFILES[kind]), 'utf8').replace(/\\\n/g, ' ');
  const runtime = text.slice(text.lastIndexOf('\nFROM '));
  /** @type {Record<string, string>} */
  const env = {};
  for (const line of runtime.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const [, key, quoted, bare] of line.matchAll(/([A-Z_]+)=(?:"([^"]*)"|(\S+))/g)) {
      if (MEMORY_KEYS.includes(key)) env[key] = quoted ?? bare;
    }
  }
  for (const key of MEMORY_KEYS) {
    if (env[key] === undefined)
      throw new Error(`${DOCKERFILES[kind]}: no ENV ${key} in its runtime stage`);
  }
  return env;
}

/**
 * The V8 heap cap of a copy of `kind`, in MB.
 * @param {'api' | 'site'} kind
 */
function heapCapMb(kind) {
  const cap = /--max-old-space-size=(\d+)/.exec(memoryEnv(kind).NODE_OPTIONS);
  if (!cap) throw new Error(`${DOCKERFILES[kind]}: NODE_OPTIONS sets no --max-old-space-size`);
  return Number(cap[1]);
}

module.exports = { memoryEnv, heapCapMb };
