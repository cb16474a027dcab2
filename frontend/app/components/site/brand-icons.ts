import { BRAND_ICONS, type BrandIcon } from '@prism/contracts/options';
import type { IconType } from 'react-icons';
import {
  SiApple,
  SiEbay,
  SiEtsy,
  SiFacebook,
  SiGoogle,
  SiInstagram,
  SiPinterest,
  SiShopify,
  SiSpotify,
  SiTarget,
  SiYoutube,
} from 'react-icons/si';

/**
 * The brand icons a logo may name, imported one by one so only these reach the bundle.
 * react-icons 5 ships no SiAmazon or SiWalmart (simple-icons withdrew both marks), so those
 * two brands are drawn as fixed text (BRAND_TEXT), like any name missing here.
 */
export const BRAND_ICON_COMPONENTS: Partial<Record<BrandIcon, IconType>> = {
  SiShopify,
  SiEtsy,
  SiTarget,
  SiEbay,
  SiGoogle,
  SiApple,
  SiSpotify,
  SiFacebook,
  SiInstagram,
  SiPinterest,
  SiYoutube,
};

/** The brand's name as docs/product.md#option-lists spells it (Amazon, eBay, YouTube...). */
export const BRAND_TEXT: Record<BrandIcon, string> = Object.fromEntries(
  BRAND_ICONS.map((b) => [b.value, b.label]),
) as Record<BrandIcon, string>;
