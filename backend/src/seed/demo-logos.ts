import type { LogoIconType } from '@prism/contracts';

/** Demo client logos, one or more of each stored icon type. SVGs are already allow-list clean. */
export const DEMO_LOGOS: { name: string; iconType: LogoIconType; iconValue: string }[] = [
  { name: 'Amazon', iconType: 'react-icon', iconValue: 'SiAmazon' },
  { name: 'Shopify', iconType: 'react-icon', iconValue: 'SiShopify' },
  { name: 'Etsy', iconType: 'react-icon', iconValue: 'SiEtsy' },
  { name: 'Walmart', iconType: 'react-icon', iconValue: 'SiWalmart' },
  { name: 'Northwind Goods', iconType: 'text', iconValue: 'NORTHWIND' },
  { name: 'Lumen & Co', iconType: 'text', iconValue: 'Lumen & Co' },
  {
    name: 'Orbit Labs',
    iconType: 'svg-code',
    iconValue:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><circle cx="16" cy="16" r="12" fill="none" stroke="#000" stroke-width="4"/><circle cx="16" cy="16" r="4"/><rect x="36" y="10" width="76" height="12" rx="6"/></svg>',
  },
  {
    name: 'Peak Outdoor',
    iconType: 'svg-code',
    iconValue:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><path d="M2 30 L16 6 L24 18 L30 10 L44 30 Z"/><rect x="52" y="12" width="64" height="8" rx="2"/></svg>',
  },
];
