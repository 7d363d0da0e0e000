import { walletLoginBody } from '@plaza/contract';

/** 0x1234…abcd: enough of an address for the user to recognise their wallet. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/**
 * The wallet and signature from /metamask-register's query, as the contract accepts them; null
 * when either is missing or malformed (a link copied in part, or typed by hand).
 */
export function readWalletLink(query: URLSearchParams): { walletAddress: string; signature: string } | null {
  const parsed = walletLoginBody.safeParse({
    walletAddress: query.get('walletAddress') ?? undefined,
    signature: query.get('signature') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
