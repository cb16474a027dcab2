// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';

describe('AUDIENCE_COUNTING', () => {
  // Nothing is rendered here: the app is only assembled.
  const build = () => Promise.reject(new Error('no render in this test'));

  it('mounts the counter by default, and none at all with false', () => {
    expect(createApp({ config: loadConfig({}), build }).locals.audience).toBeDefined();
    const off = loadConfig({ AUDIENCE_COUNTING: 'false' });
    expect(off.audience.counting).toBe(false);
    expect(createApp({ config: off, build }).locals.audience).toBeUndefined();
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => loadConfig({ AUDIENCE_COUNTING: 'off' })).toThrow(
      'AUDIENCE_COUNTING: must be true or false',
    );
  });
});
