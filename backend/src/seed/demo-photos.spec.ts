import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterShot, beforeShot, DEMO_CASE_STUDIES, demoLook } from './demo-case-studies';
import { DEMO_PORTFOLIO } from './demo-portfolio';
import { develop, type Shot } from './photo/develop';
import type { Scene } from './photo/scenes';
import { studioScene } from './photo/studio';
import { renderStudioPicture, studioPicturePath } from './photo/studio-picture';

/** Each project's pictures in seed order: cover, gallery, before, after. */
function shotsOf(index: number): Shot[] {
  const study = DEMO_CASE_STUDIES[index]!;
  const look = demoLook(DEMO_PORTFOLIO[index]!.palette, study.pack);
  const scenes: Scene[] = [study.cover, ...study.gallery.map((g) => g.draw), beforeShot, afterShot];
  return scenes.map((scene) => scene(look));
}

/**
 * How much of a picture is flat fill: the share of its pixels (pure white left out, a
 * marketplace background) whose grey level equals both the right and the lower
 * neighbour's. The vector mocks this replaced measured 0.77 to 1; light, shade and grain
 * leave almost none.
 */
async function flatShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let flat = 0;
  let counted = 0;
  for (let i = 0; i < data.length - info.width - 1; i += 1) {
    if (data[i] === 255) continue;
    counted += 1;
    if (data[i] === data[i + 1] && data[i] === data[i + info.width]) flat += 1;
  }
  return flat / counted;
}

describe('demo photographs', () => {
  it('gives each project five different pictures: no picture repeats within a project', () => {
    for (const index of DEMO_PORTFOLIO.keys()) {
      const markup = shotsOf(index).map((s) => s.back + s.front + (s.over ?? ''));
      expect(new Set(markup).size).toBe(markup.length);
    }
  });

  it('renders every kind of picture lit and shaded, with grain, not as flat fills', async () => {
    // Projects 0 and 1 use all seven scenes between them (hero, detail, table, flat lay,
    // range, snapshot, white).
    for (const index of [0, 1]) {
      for (const shot of shotsOf(index)) {
        expect(await flatShare(await develop(shot))).toBeLessThan(0.2);
      }
    }
  });

  it('keeps the main image on pure white and renders the same bytes from the same look', async () => {
    const after = shotsOf(0).at(-1)!;
    const png = await develop(after);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const corners = [
      0,
      info.width - 1,
      (info.height - 1) * info.width,
      info.height * info.width - 1,
    ];
    for (const pixel of corners) {
      expect([...data.subarray(pixel * 3, pixel * 3 + 3)]).toEqual([255, 255, 255]);
    }
    expect((await develop(after)).equals(png)).toBe(true);
  });

  it('ships the studio scene as the landing’s picture, as this code renders it', async () => {
    const root = path.resolve(__dirname, '../../..');
    for (const { width, bytes } of await renderStudioPicture()) {
      const shipped = await readFile(path.join(root, studioPicturePath(width)));
      const [a, b] = await Promise.all(
        [shipped, bytes].map((file) => sharp(file).resize(64, 72).raw().toBuffer()),
      );
      const difference = a!.reduce((sum, v, i) => sum + Math.abs(v - b![i]!), 0) / a!.length;
      expect(difference).toBeLessThan(3);
    }
    expect(await flatShare(await develop(studioScene()))).toBeLessThan(0.2);
  });
});
