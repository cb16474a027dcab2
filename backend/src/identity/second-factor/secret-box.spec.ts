import { loadConfig } from '../../config/app-config';
import { SecretBox } from './secret-box';

const boxWith = (secret: string) =>
  new SecretBox(loadConfig({ JWT_SECRET: secret, DATA_DIR: '/tmp/prism-secret-box-spec' }));

describe('SecretBox', () => {
  const box = boxWith('a'.repeat(40));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed under another JWT secret, or changed', () => {
    const sealed = box.seal('secret');
    expect(() => boxWith('b'.repeat(40)).open(sealed)).toThrow();
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => box.open('not sealed')).toThrow();
  });
});
