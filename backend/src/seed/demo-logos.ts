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
    // Shapes only (no text in a logo): a planet with its orbit and moon, and the
    // name as a rounded lowercase wordmark drawn in strokes. Every paint becomes the strip's
    // own colour (currentColor), so one drawing serves the light and the dark strip.
    name: 'Orbit Labs',
    iconType: 'svg-code',
    iconValue:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><title>Orbit Labs</title><circle cx="15" cy="17" r="5"/><circle cx="15" cy="17" r="11" fill="none" stroke="#000" stroke-width="2.5"/><circle cx="24" cy="9" r="3.5"/><g fill="none" stroke="#000" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"><circle cx="41" cy="18" r="6"/><path d="M53 24 V12 M53 17 Q53 12 59 12"/><path d="M65 4 V24"/><circle cx="71" cy="18" r="6"/><path d="M84 12 V24"/><path d="M93 5 V20 Q93 24 97 24 M89 12 H97"/></g><circle cx="84" cy="6" r="2"/><circle cx="104" cy="22" r="2"/></svg>',
  },
  {
    // Two peaks with a snow line and a sun, and the wordmark, drawn the same way.
    name: 'Peak Outdoor',
    iconType: 'svg-code',
    iconValue:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32"><title>Peak Outdoor</title><path d="M1 28 L12 8 L17 16 L22 10 L33 28 Z M12 8 L15.5 14.5 L13 13 L11 15 L9.5 12.5 Z" fill-rule="evenodd"/><circle cx="28" cy="6" r="3"/><g fill="none" stroke="#000" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"><path d="M43 12 V30"/><circle cx="49" cy="18" r="6"/><path d="M60 18 H72 A6 6 0 1 0 70.2 22.3"/><circle cx="83" cy="18" r="6"/><path d="M89 12 V24"/><path d="M96 4 V24 M105 12 L96 19.5 M99.5 16.8 L106 24"/></g></svg>',
  },
];
