/** The image types we accept, recognised by their first bytes (never by name or header). */
export type AcceptedImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/**
 * Magic numbers of the five accepted formats. AVIF is an ISO-BMFF file whose `ftyp` box
 * names the avif/avis brand, as major brand or among the compatible ones (HEIC shares the
 * container but not the brand, and is refused).
 */
export function sniffImageType(bytes: Buffer): AcceptedImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
      brands.push(ascii(bytes, offset, offset + 4));
    }
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}
