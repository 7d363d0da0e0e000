// Speed figures for wallet sign-in (issue 8): one whole sign-in is a nonce, a signature made here
// with a local key, and the login that checks it (secp256k1 recovery) and starts a session.
import { API_VERSION, WALLET, api, buildPath, type Endpoint, type OutboxPage } from '@plaza/contract';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** `admin` signs the super admin in: only they read the outbox. */
export async function benchWallet(base: string, admin: Record<string, string>) {
  const account = privateKeyToAccount(generatePrivateKey());
  const walletAddress = account.address.toLowerCase();
  const post = (endpoint: Endpoint, body: unknown) =>
    fetch(`${base}/${API_VERSION}${buildPath(endpoint.path)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signed = async () => {
    const { message } = (await (await post(api.wallet.nonce, { walletAddress })).json()) as { message: string };
    return account.signMessage({ message });
  };

  // Register the wallet and verify its e-mail through the outbox (no SMTP server is configured),
  // which the super admin reads on the Outgoing mail page.
  const email = 'wallet-bench@plaza.test';
  const registered = await post(api.wallet.register, {
    walletAddress,
    signature: await signed(),
    fullName: 'Wallet Bench',
    email,
  });
  if (!registered.ok) throw new Error(`wallet register: ${registered.status} ${await registered.text()}`);
  // The mail is sent by the job queue, shortly after the reply.
  let token: string | undefined;
  for (let tries = 0; !token && tries < 100; tries += 1) {
    const res = await fetch(`${base}/${API_VERSION}${api.outgoingMail.outbox.path}`, { headers: admin });
    const outbox = (await res.json()) as OutboxPage;
    token = /verify-email\/([\w-]+)/.exec(outbox.data.find((m) => m.to === email)?.text ?? '')?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error('no verification mail for the wallet');
  const verified = await post(api.account.verifyEmail, { token, userName: 'wallet_bench' });
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);

  // A wallet may ask for a limited number of nonces per window: stay inside it.
  const total = WALLET.noncesPerWallet - 2;
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < total; i += 1) {
    const started = performance.now();
    const res = await post(api.wallet.login, { walletAddress, signature: await signed() });
    await res.arrayBuffer();
    if (!res.ok) failures += 1;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  console.log(
    `wallet sign-in (nonce, sign, login)    n=${total}  p50 ${at(50)} ms  p95 ${at(95)} ms  max ${at(100)} ms  failures ${failures}`,
  );
}
