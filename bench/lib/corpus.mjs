// The fixed image corpus: photo-like pictures drawn from a seeded random source (fractal
// noise in a palette, soft light, film grain), the same bytes on every run and machine,
// with no binary file in the repository.
import { createRequire } from 'node:module';
import path from 'node:path';
import { random } from './random.mjs';

const require = createRequire(path.resolve(import.meta.dirname, '../../backend/package.json'));
export const sharp = require('sharp');

const PALETTES = [
  [
    [18, 38, 58],
    [47, 93, 138],
    [244, 211, 94],
    [240, 244, 248],
  ],
  [
    [59, 36, 24],
    [184, 104, 61],
    [247, 197, 159],
    [255, 248, 240],
  ],
  [
    [15, 61, 62],
    [31, 122, 109],
    [242, 181, 68],
    [246, 241, 231],
  ],
  [
    [43, 27, 74],
    [106, 63, 181],
    [79, 209, 197],
    [245, 243, 255],
  ],
  [
    [34, 51, 59],
    [94, 80, 63],
    [198, 172, 143],
    [234, 224, 213],
  ],
  [
    [109, 46, 70],
    [201, 139, 139],
    [242, 198, 180],
    [255, 250, 247],
  ],
];

function lerp(a, b, t) {
  return a + (b - a) * t;
}

/** Value noise summed over octaves: large soft shapes with finer detail on top. */
function fractal(width, height, rand) {
  const field = new Float32Array(width * height);
  let amplitude = 1;
  let total = 0;
  for (let cell = Math.max(width, height) / 3; cell >= 3; cell /= 2.2) {
    const gw = Math.ceil(width / cell) + 2;
    const gh = Math.ceil(height / cell) + 2;
    const grid = Float32Array.from({ length: gw * gh }, rand);
    for (let y = 0; y < height; y += 1) {
      const gy = y / cell;
      const y0 = Math.floor(gy);
      const ty = gy - y0;
      const sy = ty * ty * (3 - 2 * ty);
      for (let x = 0; x < width; x += 1) {
        const gx = x / cell;
        const x0 = Math.floor(gx);
        const tx = gx - x0;
        const sx = tx * tx * (3 - 2 * tx);
        const top = lerp(grid[y0 * gw + x0], grid[y0 * gw + x0 + 1], sx);
        const bottom = lerp(grid[(y0 + 1) * gw + x0], grid[(y0 + 1) * gw + x0 + 1], sx);
        field[y * width + x] += lerp(top, bottom, sy) * amplitude;
      }
    }
    total += amplitude;
    amplitude *= 0.55;
  }
  for (let i = 0; i < field.length; i += 1) field[i] /= total;
  return field;
}

/** One corpus picture as raw RGB pixels (width × height, 4:5 like the portfolio cards). */
export function corpusPixels(index, width = 1600, height = 2000) {
  const rand = random(0x5eed + index * 7919);
  const palette = PALETTES[index % PALETTES.length];
  const field = fractal(width, height, rand);
  const light = { x: rand() * width, y: rand() * height * 0.6, r: Math.max(width, height) * 0.7 };
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      // Contrast-stretched noise picks a place along the palette.
      const v = Math.min(0.999, Math.max(0, (field[i] - 0.5) * 2.2 + 0.5)) * (palette.length - 1);
      const k = Math.floor(v);
      const t = v - k;
      const d = Math.hypot(x - light.x, y - light.y) / light.r;
      const shade = 0.75 + 0.35 * Math.max(0, 1 - d);
      for (let c = 0; c < 3; c += 1) {
        const base = lerp(palette[k][c], palette[k + 1][c], t) * shade;
        const grain = (rand() - 0.5) * 14;
        pixels[i * 3 + c] = Math.max(0, Math.min(255, Math.round(base + grain)));
      }
    }
  }
  return { pixels, width, height };
}

/** A corpus picture as a lossless PNG (the "original" a designer would upload). */
export async function corpusPng(index, width, height) {
  const { pixels, ...size } = corpusPixels(index, width, height);
  return sharp(pixels, { raw: { ...size, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The widths the backend's pipeline writes (contracts IMAGE_VARIANT_WIDTHS). */
const WIDTHS = [400, 800, 1200, 1600];

/**
 * AVIF and WebP bytes ÷ JPEG q80 over the corpus at every stored width, with the product's
 * encoder settings (backend/src/media/image/image-pipeline.ts) against a plain JPEG q80.
 */
export async function corpusRatios(count = 6) {
  const totals = { jpegQ80: 0, avif: 0, webp: 0, productJpeg: 0 };
  for (let index = 0; index < count; index += 1) {
    const { pixels, width, height } = corpusPixels(index);
    const source = sharp(pixels, { raw: { width, height, channels: 3 } });
    for (const w of WIDTHS) {
      const resized = await source
        .clone()
        .resize({ width: w })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const image = () => sharp(resized.data, { raw: resized.info });
      totals.jpegQ80 += (await image().jpeg({ quality: 80 }).toBuffer()).length;
      totals.avif += (await image().avif({ quality: 55, effort: 2 }).toBuffer()).length;
      totals.webp += (await image().webp({ quality: 80 }).toBuffer()).length;
      totals.productJpeg += (
        await image().jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer()
      ).length;
    }
  }
  return {
    pictures: count,
    widths: WIDTHS,
    bytes: totals,
    avifRatio: totals.avif / totals.jpegQ80,
    webpRatio: totals.webp / totals.jpegQ80,
    productJpegRatio: totals.productJpeg / totals.jpegQ80,
  };
}
