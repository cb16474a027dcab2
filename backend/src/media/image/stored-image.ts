/** One stored rendition of an image: a key in the object store and its intrinsic size. */
export interface StoredVariant {
  key: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg';
}

/** An image as rows keep it: the main (widest JPEG) rendition plus every variant. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  variants: StoredVariant[];
  /** Bytes of the upload it was made from (absent on images stored before this was kept). */
  originalBytes?: number;
  /** The point every crop keeps in view, 0..1 each; absent: the centre. */
  focal?: { x: number; y: number };
}

/** Every object key an image occupies. */
export function keysOf(image: StoredImage | null | undefined): string[] {
  if (!image) return [];
  return [...new Set([image.key, ...image.variants.map((v) => v.key)])];
}
