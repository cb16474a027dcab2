import Bowser from 'bowser';

/**
 * A session's browser as people name it ("Chrome on macOS"), parsed by bowser rather than
 * shown as the raw User-Agent header; 'Unknown browser' when it says nothing useful.
 */
export function describeUserAgent(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown browser';
}
