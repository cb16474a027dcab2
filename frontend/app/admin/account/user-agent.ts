import Bowser from 'bowser';
import { m } from '~/paraglide/messages';

/**
 * A session's browser as people name it ("Chrome on macOS"), parsed by bowser rather than
 * shown as the raw User-Agent header; 'Unknown browser' when it says nothing useful.
 */
export function describeUserAgent(userAgent: string): string {
  if (!userAgent.trim()) return m.admin_sessions_unknown_browser();
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return m.admin_sessions_browser_on({ browser, os });
  return browser ?? os ?? m.admin_sessions_unknown_browser();
}
