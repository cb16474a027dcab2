import type { BrowserContext, Page } from '@playwright/test';

/** The faces the renderer draws an element's glyphs in: family, whether a web face, how many. */
export async function drawnIn(context: BrowserContext, page: Page, selector: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}
