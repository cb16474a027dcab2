import type { PortfolioItemAnswer } from '@prism/contracts';

/**
 * The picture shared on social networks. A published item's is its Open Graph card, cut by
 * the API to 1200×630 around the cover's focal point, its URL naming the image
 * and the point so a change is a new URL; else a JPEG of about 1200 px, else the stored URL.
 */
export function shareImage(
  item: Pick<PortfolioItemAnswer, 'id' | 'image' | 'imageUrl' | 'status'>,
): string | null {
  const version = item.image?.variants[0]?.url.split('/').at(-2);
  if (item.status === 'published' && item.image && version) {
    const { x, y } = item.image.focal;
    return `/api/og-image/${item.id}?v=${version}-${x}-${y}`;
  }
  const jpegs = item.image?.variants.filter((v) => v.format === 'jpeg') ?? [];
  const best = jpegs.find((v) => v.width >= 1200) ?? jpegs.at(-1);
  return best?.url ?? item.imageUrl;
}

/** Absolute URLs of the cover and the gallery, for JSON-LD and the sitemap. */
export function caseStudyImages(item: PortfolioItemAnswer, publicUrl: string): string[] {
  const urls = [item.imageUrl, ...item.gallery.map((g) => g.imageUrl)].filter((u): u is string =>
    Boolean(u),
  );
  return urls.map((u) => new URL(u, `${publicUrl}/`).toString());
}
