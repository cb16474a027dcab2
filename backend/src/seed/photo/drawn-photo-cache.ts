import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { ProcessedImage } from '../../media/image/image-pipeline';
import type { Shot } from './develop';

/**
 * The demo's drawn photographs as the image pipeline made them, kept on the machine's disk
 * by everything they are made from: the shot, the pipeline's effort, and the source of the
 * drawing and of the pipeline. Drawing and encoding the demo's forty pictures is most of a
 * seeded start's CPU; every start after the first on a machine (a restart, another copy of
 * the cluster, each test server) reads them instead (ADR 096). Stored files are still
 * written to each app's own storage by the caller.
 */
export class DrawnPhotoCache {
  private readonly code: string;

  constructor(
    private readonly directory = join(tmpdir(), 'prism-demo-photos'),
    sources: readonly string[] = [
      join(__dirname, `develop${extname(__filename)}`),
      join(__dirname, `../../media/image/image-pipeline${extname(__filename)}`),
    ],
  ) {
    const hash = createHash('sha256');
    for (const source of sources) hash.update(readFileSync(source));
    this.code = hash.digest('hex');
  }

  /** The processed picture of `shot`, made by `make` only when this machine has none. */
  async processed(
    shot: Shot,
    settings: string,
    make: () => Promise<ProcessedImage>,
  ): Promise<ProcessedImage> {
    const key = createHash('sha256')
      .update(this.code)
      .update(settings)
      .update(JSON.stringify(shot))
      .digest('hex');
    const file = join(this.directory, `${key}.bin`);
    try {
      return underNewFolder(deserialize(readFileSync(file)) as ProcessedImage);
    } catch {
      // Not made yet on this machine (or unreadable): made, then kept.
    }
    const made = await make();
    try {
      mkdirSync(this.directory, { recursive: true });
      // Written whole under another name, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}-${randomUUID()}`;
      writeFileSync(partial, serialize(made));
      renameSync(partial, file);
    } catch {
      // A cache that cannot be written (a read-only disk) only costs the next start time.
    }
    return made;
  }
}

/**
 * The same files under a folder of their own, as the pipeline names each upload's: two
 * seeds into one storage never share a key, so a seed that fails and removes what it
 * stored never removes the first one's pictures.
 */
function underNewFolder(processed: ProcessedImage): ProcessedImage {
  const { key } = processed.image;
  const folder = key.slice(0, key.lastIndexOf('/'));
  const fresh = `${folder.slice(0, folder.lastIndexOf('-'))}-${randomBytes(4).toString('hex')}`;
  const moved = (old: string) => fresh + old.slice(folder.length);
  return {
    files: processed.files.map((file) => ({ ...file, key: moved(file.key) })),
    image: {
      ...processed.image,
      key: moved(key),
      variants: processed.image.variants.map((v) => ({ ...v, key: moved(v.key) })),
    },
  };
}
