// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { spliceableRun, spliceBrotli } from './brotli-splice';

// A second decoder, written apart from brotli's own C library (Node's zlib): the Rust
// decoder of the `brotli` crate, as Firefox's is, built to WebAssembly.
const rust = createRequire(import.meta.url)('brotli-wasm') as {
  decompress: (bytes: Uint8Array) => Uint8Array;
};

const WORDS = ['studio', 'cedar', 'harbor', 'ember', 'pixel', 'nordic', 'réalisation', '’'];

/** HTML-like text: what pages are made of, repetitive enough to compress. */
function markup(length: number, seed: number): string {
  let text = '';
  for (let i = seed; text.length < length; i += 7) {
    text += `<div class="grid md:grid-cols-${i % 5}"><p>${WORDS[i % WORDS.length] ?? ''} ${i}</p></div>`;
  }
  return text.slice(0, length);
}

function expectDecodes(stream: Buffer, ...parts: Uint8Array[]): void {
  const whole = Buffer.concat(parts);
  expect(brotliDecompressSync(stream).equals(whole)).toBe(true);
  expect(Buffer.from(rust.decompress(stream)).equals(whole)).toBe(true);
}

/** Where a part's meta-block ends in its own stream, in bits (before the last block's two). */
function metaBlockEnd(bytes: Uint8Array): number {
  const stream = brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
  return 8 * (stream.length - 1) + (32 - Math.clz32(stream[stream.length - 1]!)) - 2;
}

describe('splicing brotli streams', () => {
  it('joins a head, a run compressed once and a tail into a stream both decoders read', () => {
    const sheet = Buffer.from(`@layer base{${markup(46_000, 1)}}`);
    const run = spliceableRun(sheet)!;
    expect(run).toBeDefined();
    const before = Buffer.from(
      `<!DOCTYPE html><html lang="fr"><head><title>Élément</title><style>`,
    );
    const after = Buffer.from(`</style></head><body>${markup(12_000, 3)}</body></html>`);
    const stream = spliceBrotli(before, run, after)!;
    expectDecodes(stream, before, sheet, after);
  });

  it('holds at every bit where a run and a tail can meet', () => {
    // Runs and tails of many lengths end their meta-blocks on every bit of a byte.
    const ends = new Set<number>();
    for (let i = 0; i < 64; i += 1) {
      const shared = Buffer.from(markup(300 + 37 * i, i));
      const run = spliceableRun(shared)!;
      const before = Buffer.from(markup(10 + 13 * i, i + 1));
      const after = Buffer.from(markup(200 + 53 * i, i + 2));
      const stream = spliceBrotli(before, run, after)!;
      expectDecodes(stream, before, shared, after);
      ends.add(metaBlockEnd(shared) % 8);
    }
    expect(ends.size).toBe(8);
  });

  it('takes a head of any bytes, even ones the encoder stores uncompressed', () => {
    const shared = Buffer.from(markup(5_000, 2));
    const run = spliceableRun(shared)!;
    const before = randomBytes(3_000);
    const after = Buffer.from(markup(4_000, 5));
    expectDecodes(spliceBrotli(before, run, after)!, before, shared, after);
  });

  it('refuses a tail or a run stored uncompressed, or longer than one meta-block', () => {
    const run = spliceableRun(Buffer.from(markup(5_000, 2)))!;
    expect(spliceBrotli(Buffer.from('<p>'), run, randomBytes(8_000))).toBeUndefined();
    expect(spliceBrotli(Buffer.from('<p>'), run, Buffer.from(markup(140_000, 1)))).toBeUndefined();
    expect(spliceBrotli(Buffer.from('<p>'), run, Buffer.alloc(0))).toBeUndefined();
    expect(spliceableRun(randomBytes(8_000))).toBeUndefined();
  });
});
