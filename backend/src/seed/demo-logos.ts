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
    // Shapes only (no text in a logo, ADR 008): a mark and the name drawn as strokes.
    name: 'Orbit Labs',
    iconType: 'svg-code',
    iconValue:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><title>Orbit Labs</title><circle cx="16" cy="16" r="5"/><ellipse cx="16" cy="16" rx="14" ry="6" fill="none" stroke="#000" stroke-width="2.5" transform="rotate(-30 16 16)"/><g fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><ellipse cx="42" cy="16" rx="6" ry="8"/><path d="M52 24 V8 H58 A4 4 0 0 1 58 16 H52 M57 16 L63 24"/><path d="M68 24 V8 H74 A4 4 0 0 1 74 16 H68 M74 16 A4 4 0 0 1 74 24 H68"/><path d="M86 8 V24"/><path d="M92 8 H104 M98 8 V24"/></g></svg>',
  },
  {
    name: 'Peak Outdoor',
    iconType: 'svg-code',
    iconValue:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><title>Peak Outdoor</title><polygon points="2,28 14,6 20,16 25,10 36,28"/><g fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="M44 24 V8 H50 A4 4 0 0 1 50 16 H44"/><path d="M74 8 H62 V24 H74 M62 16 H71"/><path d="M80 24 L86 8 L92 24 M82.5 18 H89.5"/><path d="M98 8 V24 M110 8 L98 18 M102 15 L110 24"/></g></svg>',
  },
];
