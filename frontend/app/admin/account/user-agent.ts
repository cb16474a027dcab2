import Bowser from 'bowser';
import { m } from '~/paraglide/messages';

/** A client that names itself as `product/version` first (curl/8.5.0, python-requests/2.31). */
const PRODUCT = /^([A-Za-z][\w.-]*)\/(\d+(?:\.\d+)?)/;

/**
 * A session's client as people name it ("Chrome on macOS"), parsed by bowser rather than
 * shown as the raw User-Agent header; a tool that is no browser by its name and version
 * ("curl 8.5"); 'Unknown client' when the header says nothing useful.
 */
export function describeUserAgent(userAgent: string): string {
  const header = userAgent.trim();
  if (!header) return m.admin_sessions_unknown_client();
  const parsed = Bowser.parse(header);
  // bowser answers '' for what it does not recognise.
  const browser = parsed.browser.name ?? '';
  const os = parsed.os.name ?? '';
  if (browser && os) return m.admin_sessions_browser_on({ browser, os });
  if (browser || os) return browser || os;
  const [, product, version] = PRODUCT.exec(header) ?? [];
  if (product && version) return `${product} ${version}`;
  return m.admin_sessions_unknown_client();
}
