import type { IncomingMessage } from 'node:http';
import { clientAddress, clientKey, networkOf } from '@prism/contracts/client-address';

describe('clientAddress', () => {
  it("takes the visitor's address from the nearest hop that is not a proxy of ours", () => {
    const from = (peer: string, forwarded?: string) =>
      clientAddress({
        socket: { remoteAddress: peer },
        headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
      } as unknown as IncomingMessage);
    expect(from('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(from('127.0.0.1')).toBe('127.0.0.1');
    expect(from('127.0.0.1', '198.51.100.1, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(from('::ffff:172.18.0.3', ' , 2001:db8::1 ,')).toBe('2001:db8::1');
    expect(from('127.0.0.1', '10.0.0.5, 192.168.1.2')).toBe('10.0.0.5');
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8:0000:0001:ffff::1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
    ['1:2:3', '1:2:3'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('puts every address of one /64 under one key', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });
});

describe('networkOf', () => {
  it.each([
    ['198.51.100.77', '198.51.100.0/24'],
    ['::ffff:198.51.100.77', '198.51.100.0/24'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:0db8::1', '2001:db8:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['unknown', ''],
    ['', ''],
  ])('%s is in network %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });
});
