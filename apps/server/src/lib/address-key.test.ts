import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7/32'],
    ['::ffff:203.0.113.7', '203.0.113.7/32'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts every address of one /64 together, and another /64 apart', () => {
    expect(addressKey('2001:db8:5:6::1')).toBe(addressKey('2001:db8:5:6:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:5:6::1')).not.toBe(addressKey('2001:db8:5:7::1'));
  });
});
