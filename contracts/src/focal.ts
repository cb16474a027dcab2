/**
 * Focal points without zod, so a public page's code can take them: the centre,
 * the CSS object-position of a point, and the crop window the server cuts around it.
 */

/** A point of an image that every crop keeps in view, each axis 0..1 from the top left. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** CSS object-position of a focal point (`37.5% 80%`). */
export function objectPosition(focal: FocalPoint | null | undefined): string {
  const f = focal ?? CENTRE;
  const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;
  return `${pct(f.x)} ${pct(f.y)}`;
}

/**
 * The window of a `width`×`height` image that a crop to `aspect` (width ÷ height) keeps:
 * as large as fits, centred on the focal point, then moved back inside the image.
 */
export function cropWindow(
  width: number,
  height: number,
  aspect: number,
  focal: FocalPoint = CENTRE,
): { left: number; top: number; width: number; height: number } {
  const w = Math.min(width, Math.round(height * aspect));
  const h = Math.min(height, Math.round(width / aspect));
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));
  return {
    left: clamp(Math.round(focal.x * width - w / 2), width - w),
    top: clamp(Math.round(focal.y * height - h / 2), height - h),
    width: w,
    height: h,
  };
}
