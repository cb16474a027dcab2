// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it('names the browser and the system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toBe('Firefox on Windows');
  });

  it('names a client that is no browser by its name and version', () => {
    expect(describeUserAgent('curl/8.5.0')).toBe('curl 8.5');
    expect(describeUserAgent('python-requests/2.31.0')).toBe('python-requests 2.31');
    expect(describeUserAgent('Go-http-client/1.1')).toBe('Go-http-client 1.1');
  });

  it('says so when the header is empty or unknown', () => {
    expect(describeUserAgent('')).toBe('Unknown client');
    expect(describeUserAgent('   ')).toBe('Unknown client');
    expect(describeUserAgent('node')).toBe('Unknown client');
  });
});
