import type { ObjectStorage } from '../../src/media/storage/object-storage';

/** The keys of every stored object under `prefix`, sorted: what a test compares before and after. */
export async function keysUnder(storage: ObjectStorage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}
