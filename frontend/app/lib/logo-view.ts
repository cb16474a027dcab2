import type { ClientLogoAnswer } from '@prism/contracts';
import { BRAND_ICON_VALUES, type BrandIcon } from '@prism/contracts/options';
import type { SvgShapes } from './svg-shapes';

/** A client logo as the site draws it: decided on the server, drawn by LogoMark. */
export type LogoView =
  | { id: number; name: string; kind: 'text'; text: string }
  | { id: number; name: string; kind: 'icon'; icon: BrandIcon }
  | { id: number; name: string; kind: 'svg'; svg: SvgShapes }
  | {
      id: number;
      name: string;
      kind: 'image';
      media: NonNullable<ClientLogoAnswer['media']>;
    };

export function isBrandIcon(value: string): value is BrandIcon {
  return (BRAND_ICON_VALUES as readonly string[]).includes(value);
}

/**
 * text → the text; react-icon → one of the 13 brand icons (an unknown name → the logo's
 * name as text); svg-code (and uploaded 'image' SVGs) → the parsed shapes, or the name as
 * text when the markup can't be parsed or holds nothing drawable; media → the library
 * image, or the name as text once the image is gone.
 */
export function toLogoView(
  logo: Pick<ClientLogoAnswer, 'id' | 'name' | 'iconType' | 'iconValue' | 'media'>,
  parseSvg: (markup: string) => SvgShapes | null,
): LogoView {
  const { id, name } = logo;
  const value = logo.iconValue.trim();
  switch (logo.iconType) {
    case 'react-icon':
      return isBrandIcon(value)
        ? { id, name, kind: 'icon', icon: value }
        : { id, name, kind: 'text', text: name };
    case 'svg-code':
    case 'image': {
      const svg = parseSvg(value);
      return svg ? { id, name, kind: 'svg', svg } : { id, name, kind: 'text', text: name };
    }
    case 'media':
      return logo.media
        ? { id, name, kind: 'image', media: logo.media }
        : { id, name, kind: 'text', text: name };
    default:
      return { id, name, kind: 'text', text: value || name };
  }
}
