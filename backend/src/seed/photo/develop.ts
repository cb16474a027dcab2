import sharp from 'sharp';
import { PACK_GRADIENTS } from './products';

/**
 * A picture in layers of SVG markup over one viewBox, `width` × `height`. Everything out
 * of focus or soft (the paper, shadows, props behind or in front of the pack) goes in
 * `back` or `over`, drawn at a quarter of the size and enlarged: their blurs cost a
 * sixteenth as much, and enlarging softens them further. `front` is the sharp plane.
 */
export interface Shot {
  width: number;
  height: number;
  back: string;
  front: string;
  over?: string;
  /** The print's film grain, in levels either side of the pixel (0: none). */
  grain: number;
  /** How much light the lens loses in the corners, 0 to 1 (0: none). */
  vignette: number;
}

/** The blurs and shadows layers may use: `b4` is a Gaussian of 4 px of the viewBox. */
const FILTERS = `${[1, 2, 4, 8, 14, 24, 40]
  .map(
    (s) =>
      `<filter id="b${s}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${s}"/></filter>`,
  )
  .join(
    '',
  )}<filter id="cast" x="-30%" y="-30%" width="160%" height="160%"><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.42 0"/><feGaussianBlur stdDeviation="9"/><feOffset dx="16" dy="20"/></filter>`;

const SOFT = 4;

/** One layer drawn at 1/scale of the picture's size, as raw pixels, and its size. */
async function layer(shot: Shot, body: string, scale: number) {
  const [width, height] = [Math.round(shot.width / scale), Math.round(shot.height / scale)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${shot.width} ${shot.height}"><defs>${PACK_GRADIENTS}${FILTERS}</defs>${body}</svg>`;
  const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  return { data, raw: { width, height, channels: 4 as const } };
}

/** A soft layer enlarged to the picture's size (bilinear: it is soft by design). */
async function enlarged(shot: Shot, body: string) {
  const small = await layer(shot, body, SOFT);
  // A second pipeline: resizing the SVG itself would have librsvg draw it at full size.
  const data = await sharp(small.data, { raw: small.raw })
    .resize(shot.width, shot.height, { kernel: 'linear' })
    .raw()
    .toBuffer();
  return { data, raw: { width: shot.width, height: shot.height, channels: 4 as const } };
}

/** FNV-1a of the picture's markup: the grain's seed, so the same picture gets the same grain. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0 || 1;
}

/**
 * The lens and the film, over RGB pixels: light falling off towards the corners (a
 * product of two cosine falloffs, close to a round vignette and cheap), then seeded
 * luminance grain, strongest in the mid-tones and none on pure white. xorshift32 inline
 * and a weight per level, since this loop runs over every pixel.
 */
function print(data: Buffer, shot: Shot, seed: number): void {
  const falloff = (n: number) =>
    Float32Array.from(
      { length: n },
      (_, i) => 1 - shot.vignette * Math.sin((Math.PI * (i + 0.5)) / n - Math.PI / 2) ** 4,
    );
  const [across, down] = [falloff(shot.width), falloff(shot.height)];
  const weight = Float32Array.from(
    { length: 256 },
    (_, l) => ((1 - (l / 255) ** 6) * shot.grain) / 255,
  );
  // Clamped: grain on a near-white or near-black pixel saturates instead of wrapping.
  const px = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  let x = seed;
  for (let row = 0, i = 0; row < shot.height; row += 1) {
    const v = down[row] ?? 1;
    for (let col = 0; col < shot.width; col += 1, i += 3) {
      const light = v * (across[col] ?? 1);
      const r = (px[i] ?? 0) * light;
      const g = (px[i + 1] ?? 0) * light;
      const b = (px[i + 2] ?? 0) * light;
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      // Two bytes summed: a triangular spread, -255 to 255, finer than uniform noise.
      const n =
        ((x & 255) + ((x >>> 8) & 255) - 255) * (weight[((r * 3 + g * 6 + b) / 10) | 0] ?? 0);
      px[i] = r + n;
      px[i + 1] = g + n;
      px[i + 2] = b + n;
    }
  }
}

/**
 * Renders a shot to a PNG the image pipeline takes like an upload: the layers drawn by
 * librsvg and stacked, then seeded luminance grain, strongest in the mid-tones and none on
 * pure white, so a marketplace's white background stays 255. The same shot gives the same
 * bytes. PNG at compression 1: the pipeline decodes it once more, and deflating grain at
 * the default level cost more than drawing the picture.
 */
export async function develop(shot: Shot): Promise<Buffer> {
  const [back, front, over] = await Promise.all([
    layer(shot, shot.back, SOFT),
    layer(shot, shot.front, 1),
    shot.over ? enlarged(shot, shot.over) : undefined,
  ]);
  // One pipeline: the back enlarged, the sharp layer and the foreground laid on it.
  const { data, info } = await sharp(back.data, { raw: back.raw })
    .resize(shot.width, shot.height, { kernel: 'linear' })
    .composite([front, ...(over ? [over] : [])].map(({ data, raw }) => ({ input: data, raw })))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  print(data, shot, seedOf(shot.back + shot.front));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
