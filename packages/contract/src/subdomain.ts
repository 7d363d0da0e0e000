import { ZONE } from './limits.js';

const TURKISH: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
};

/**
 * The zone address suggested for a zone name (spec 02 §5): Turkish letters transliterated (other
 * accents dropped), spaces to hyphens, other punctuation removed, lower case, cut to the maximum.
 * 'İstanbul Çay Evi' → 'istanbul-cay-evi'.
 */
export function deriveSubdomain(name: string): string {
  return name
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => TURKISH[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, ZONE.subdomainMax)
    .replace(/^-+|-+$/g, '');
}

export function isReservedSubdomain(subdomain: string): boolean {
  return (ZONE.reservedSubdomains as readonly string[]).includes(subdomain.toLowerCase());
}

/**
 * The zone subdomain of a host on the product's domain: 'cay.plaza.example' under
 * 'plaza.example' is 'cay'; the product's own host, 'www', and foreign hosts give null.
 */
export function zoneSubdomainOf(hostname: string, appHostname: string): string | null {
  const host = hostname.toLowerCase();
  const base = appHostname.toLowerCase();
  if (!host.endsWith(`.${base}`)) return null;
  const sub = host.slice(0, -(base.length + 1));
  if (!sub || sub.includes('.') || sub === 'www') return null;
  return sub;
}
