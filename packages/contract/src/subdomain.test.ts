import { describe, expect, it } from 'vitest';
import { deriveSubdomain, isReservedSubdomain, zoneSubdomainOf } from './subdomain.js';

describe('deriveSubdomain', () => {
  it.each([
    ['İstanbul Çay Evi', 'istanbul-cay-evi'],
    ['Işık Ğüzel Şöför', 'isik-guzel-sofor'],
    ['  Café  Crème! ', 'cafe-creme'],
    ["Ada's Lab (beta)", 'adas-lab-beta'],
    ['a -- b', 'a-b'],
    ['---x---', 'x'],
    ['!!!', ''],
    ['x'.repeat(40), 'x'.repeat(32)],
  ])('%j → %j', (name, expected) => {
    expect(deriveSubdomain(name)).toBe(expected);
  });

  it('never ends on a hyphen after cutting to the maximum', () => {
    expect(deriveSubdomain(`${'a'.repeat(31)} b`)).toBe('a'.repeat(31));
  });
});

describe('isReservedSubdomain', () => {
  it('refuses the names the product itself uses, in any case', () => {
    expect(isReservedSubdomain('www')).toBe(true);
    expect(isReservedSubdomain('API')).toBe(true);
    expect(isReservedSubdomain('cay-evi')).toBe(false);
  });
});

describe('zoneSubdomainOf', () => {
  it('finds the zone of a zone site and nothing on the product itself', () => {
    expect(zoneSubdomainOf('cay.plaza.test', 'plaza.test')).toBe('cay');
    expect(zoneSubdomainOf('CAY.Plaza.Test', 'plaza.test')).toBe('cay');
    expect(zoneSubdomainOf('plaza.test', 'plaza.test')).toBeNull();
    expect(zoneSubdomainOf('www.plaza.test', 'plaza.test')).toBeNull();
    expect(zoneSubdomainOf('a.b.plaza.test', 'plaza.test')).toBeNull();
    expect(zoneSubdomainOf('cay.other.test', 'plaza.test')).toBeNull();
  });
});
