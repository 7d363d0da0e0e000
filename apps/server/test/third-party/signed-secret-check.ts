import type { KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { jwtVerify } from 'jose';

/** Apple's check of a client secret the client signs itself: the team's public key and the claims it names. */
export interface SignedSecretCheck {
  publicKey: KeyObject;
  teamId: string;
  keyId: string;
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Does what Apple does with a token request's client_secret: verifies it as an ES256 JWT from
 * the team's key for this client and this provider. oidc-provider knows only fixed secrets, so a
 * secret that passes is swapped for the client's fixed one; one that fails is sent on as it came
 * and refused by the provider.
 */
export async function swapSignedSecret(
  body: string,
  check: SignedSecretCheck,
  client: { id: string; secret: string; issuer: string },
): Promise<string> {
  const form = new URLSearchParams(body);
  const secret = form.get('client_secret');
  if (!secret) return body;
  try {
    const { protectedHeader } = await jwtVerify(secret, check.publicKey, {
      algorithms: ['ES256'],
      issuer: check.teamId,
      subject: client.id,
      audience: client.issuer,
      maxTokenAge: '180 days',
    });
    if (protectedHeader.kid !== check.keyId) return body;
  } catch {
    return body;
  }
  form.set('client_secret', client.secret);
  return form.toString();
}
