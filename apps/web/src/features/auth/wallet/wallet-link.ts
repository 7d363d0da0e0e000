import { walletLoginBody, walletMessages } from '@plaza/contract';

/** 0x1234…abcd: enough of an address for the user to recognise their wallet. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export type WalletLink =
  | { status: 'ok'; walletAddress: string; signature: string }
  /** A part is not there at all: a link copied in part. */
  | { status: 'incomplete' }
  /** Both are there but one is not what a wallet gives: `title` in the spec's wallet words, `reason` the contract's. */
  | { status: 'malformed'; title: string; reason: string };

/** The wallet and signature from /metamask-register's query, as the contract accepts them, or what is wrong. */
export function readWalletLink(query: URLSearchParams): WalletLink {
  const walletAddress = query.get('walletAddress') ?? '';
  const signature = query.get('signature') ?? '';
  if (walletAddress.trim() === '' || signature.trim() === '') return { status: 'incomplete' };
  const parsed = walletLoginBody.safeParse({ walletAddress, signature });
  if (parsed.success) return { status: 'ok', ...parsed.data };
  const issue = parsed.error.issues[0]!;
  const title = issue.path[0] === 'signature' ? walletMessages.signError : walletMessages.connectError;
  return { status: 'malformed', title, reason: issue.message };
}
