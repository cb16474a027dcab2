/**
 * Writes the landing's studio picture into the site's assets (ADR 096). Usage, from the
 * repository's root after building the backend:
 *   npm run demo:studio-picture -w backend
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderStudioPicture, studioPicturePath } from '../photo/studio-picture';

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../../../..');
  for (const { width, bytes } of await renderStudioPicture()) {
    const file = path.join(root, studioPicturePath(width));
    await writeFile(file, bytes);
    console.log(`${path.relative(root, file)}: ${bytes.length} bytes`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
