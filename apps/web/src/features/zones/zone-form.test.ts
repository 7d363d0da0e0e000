import { describe, expect, it } from 'vitest';
import { EMPTY_ZONE_FORM, takenAddressText, typedAddress, withName } from './zone-form';

describe('withName', () => {
  it('derives the address from the name as it is typed', () => {
    const values = withName(EMPTY_ZONE_FORM, 'İstanbul Çay Evi', false);
    expect(values).toMatchObject({ name: 'İstanbul Çay Evi', subdomain: 'istanbul-cay-evi' });
  });

  it('keeps an address edited by hand', () => {
    const edited = { ...EMPTY_ZONE_FORM, name: 'Cats', subdomain: 'my-cats' };
    expect(withName(edited, 'Cats and dogs', true).subdomain).toBe('my-cats');
  });

  it('keeps the other fields', () => {
    const values = withName({ ...EMPTY_ZONE_FORM, description: 'Tea', public: false }, 'Tea house', false);
    expect(values).toEqual({ name: 'Tea house', subdomain: 'tea-house', description: 'Tea', public: false });
  });
});

describe('address rules', () => {
  it('lower-cases a typed address', () => {
    expect(typedAddress('My-Zone')).toBe('my-zone');
  });

  it('refuses reserved addresses as taken, in the error catalogue words', () => {
    expect(takenAddressText('www')).toBe('This zone address is already taken.');
    expect(takenAddressText('tea-house')).toBeNull();
  });
});
