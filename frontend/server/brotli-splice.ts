import { brotliCompressSync, constants as zlib } from 'node:zlib';

/**
 * One brotli stream made of parts compressed apart, so a run every page carries (the site's
 * stylesheet, two thirds of a project page) is compressed once, not in every page (ADR 080).
 *
 * Brotli's quality 1 (its two-pass fast encoder, which pages sent once use anyway) makes
 * parts that can be joined at the bit level into a stream any RFC 7932 decoder reads as
 * the whole:
 * - it never refers to the static dictionary, whose distances depend on where a part sits;
 * - it uses one literal code and no context, so the bytes before a part do not change how
 *   it decodes;
 * - its first copy in a part states its distance (it starts from no "last distance"), and
 *   every distance stays inside the part;
 * - below 128 KiB a part is one meta-block, whose header says whether it is compressed.
 *   Only an uncompressed meta-block depends on byte alignment, so a part that the encoder
 *   stored uncompressed (data it could not compress) is not spliced: the page is then
 *   compressed whole.
 */

/** Brotli's two-pass fast encoder: the one quality whose parts splice. */
export const SPLICE_QUALITY = 1;
/** Brotli's default window, written as the stream's first four bits. */
const WINDOW_BITS = 22;
const HEADER = { value: ((WINDOW_BITS - 17) << 1) | 1, bits: 4 };
/** Quality 1 stores its input as one meta-block per 2^17 bytes (compress_fragment_two_pass.c). */
const ONE_META_BLOCK = 1 << 17;

const encode = (bytes: Uint8Array, operation: number): Buffer =>
  brotliCompressSync(bytes, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: SPLICE_QUALITY,
      [zlib.BROTLI_PARAM_LGWIN]: WINDOW_BITS,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
    finishFlush: operation,
  });

/** Reads `count` bits from `at`, least significant first, as brotli packs them. */
function readBits(bytes: Buffer, at: number, count: number): number {
  let value = 0;
  for (let i = 0; i < count; i += 1) {
    const bit = at + i;
    value |= ((bytes.readUInt8(bit >> 3) >> (bit & 7)) & 1) << i;
  }
  return value;
}

/** Sets the bits of `value` in `count` bits from `at`, which are zero. */
function writeBits(bytes: Buffer, at: number, value: number, count: number): void {
  for (let i = 0; i < count; i += 1) {
    const bit = at + i;
    const byte = bytes.readUInt8(bit >> 3) | (((value >> i) & 1) << (bit & 7));
    bytes.writeUInt8(byte, bit >> 3);
  }
}

/**
 * Whether a finished stream of `length` input bytes is one compressed meta-block (and the
 * empty last one): its first meta-block is not last, not metadata, compressed and covers
 * the whole input.
 */
function isOneCompressedBlock(stream: Buffer, length: number): boolean {
  if (length === 0 || length > ONE_META_BLOCK) return false;
  if (readBits(stream, 0, HEADER.bits) !== HEADER.value) return false;
  let at = HEADER.bits;
  const isLast = readBits(stream, at, 1);
  const nibbles = readBits(stream, at + 1, 2);
  if (isLast || nibbles === 3) return false;
  at += 3;
  const size = readBits(stream, at, 4 * (nibbles + 4)) + 1;
  at += 4 * (nibbles + 4);
  return size === length && readBits(stream, at, 1) === 0;
}

/**
 * Where a finished stream's data ends, in bits: its last byte ends with the final empty
 * meta-block's two set bits (ISLAST, ISLASTEMPTY) and zero padding.
 */
function endOfStream(stream: Buffer): number {
  const last = stream.readUInt8(stream.length - 1);
  return 8 * (stream.length - 1) + (32 - Math.clz32(last));
}

/**
 * Copies the bits [from, to) of a stream to start at bit 0 of `out[at]`, with zeros after
 * them in their last byte: a tight loop over bytes, as it runs on every page sent once.
 */
function copyBits(stream: Buffer, from: number, to: number, out: Buffer, at: number): void {
  const length = Math.ceil((to - from) / 8);
  const shift = from & 7;
  const first = from >> 3;
  // Each byte is the rest of one byte and the start of the next; past the end, zeros.
  let low = stream[first] ?? 0;
  for (let i = 0; i < length; i += 1) {
    const high = stream[first + i + 1] ?? 0;
    out[at + i] = ((low >> shift) | (high << (8 - shift))) & 0xff;
    low = high;
  }
  const spare = length * 8 - (to - from);
  out[at + length - 1] = (out[at + length - 1] ?? 0) & (0xff >> spare);
}

/**
 * A run's brotli to splice into many streams: its meta-block without the stream header,
 * then an empty metadata block up to a byte; undefined when the encoder did not compress it.
 */
export function spliceableRun(bytes: Uint8Array): Buffer | undefined {
  const stream = encode(bytes, zlib.BROTLI_OPERATION_FINISH);
  if (!isOneCompressedBlock(stream, bytes.length)) return undefined;
  // Its data without the last block's two bits, then ISLAST 0, MNIBBLES 3 (metadata),
  // a reserved 0 and MSKIPBYTES 0: the decoder then skips to the next byte.
  const end = endOfStream(stream) - 2;
  const bits = end - HEADER.bits;
  const out = Buffer.alloc(Math.ceil((bits + 6) / 8));
  copyBits(stream, HEADER.bits, end, out, 0);
  writeBits(out, bits, 0b000110, 6);
  return out;
}

/**
 * `before`, the run and `after` as one brotli stream, in quality 1 throughout; undefined
 * when `after` could not be spliced (stored uncompressed, or past one meta-block).
 */
export function spliceBrotli(
  before: Uint8Array,
  run: Buffer,
  after: Uint8Array,
): Buffer | undefined {
  const tail = encode(after, zlib.BROTLI_OPERATION_FINISH);
  if (!isOneCompressedBlock(tail, after.length)) return undefined;
  // The head keeps the stream header and ends on a byte (a flush pads it with an empty
  // metadata block); the tail loses its header and keeps its last block.
  const head = encode(before, zlib.BROTLI_OPERATION_FLUSH);
  const end = endOfStream(tail);
  const out = Buffer.allocUnsafe(head.length + run.length + Math.ceil((end - HEADER.bits) / 8));
  head.copy(out, 0);
  run.copy(out, head.length);
  copyBits(tail, HEADER.bits, end, out, head.length + run.length);
  return out;
}
