import type { PortfolioItemAnswer } from '@prism/contracts';

/** The picture shared on social networks: a JPEG of about 1200 px, else the stored URL. */
export function shareImage(item: Pick<PortfolioItemAnswer, 'image' | 'imageUrl'>): string | null {
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
