import { isIPv4, isIPv6 } from 'node:net';

/** The eight hextets of an IPv6 address, `::` expanded; null when it is not one. */
function hextets(ip: string): string[] | null {
  const [head, tail, ...rest] = ip.split('::');
  if (rest.length > 0) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * The network a caller's address is counted by, in CIDR form: an IPv4 address alone, an IPv6
 * address by its /64, since one subscriber is handed a whole /64 and can pick any address in it
 * (counting single IPv6 addresses would give each caller 2^64 allowances). An IPv4 address
 * written as IPv6 (`::ffff:a.b.c.d`) counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `${mapped[1]}/32`;
  if (isIPv4(ip)) return `${ip}/32`;
  const parts = isIPv6(ip) ? hextets(ip.split('%')[0]!) : null;
  if (!parts) return ip;
  return `${parts
    .slice(0, 4)
    .map((h) => (parseInt(h, 16) || 0).toString(16))
    .join(':')}::/64`;
}
