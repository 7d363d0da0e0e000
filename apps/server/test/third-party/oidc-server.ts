import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { readBody, swapSignedSecret, type SignedSecretCheck } from './signed-secret-check.js';

/** A user of the test provider: the claims its ID tokens carry. */
export interface TestAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestOidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** When set, token responses carry an ID token whose payload was altered after signing. */
  tamper: boolean;
  close(): Promise<void>;
}

export interface TestOidcOptions {
  /** The one client's credentials; a fixed test pair by default. */
  client?: { id: string; secret: string };
  /** A fixed port (the journeys' server is configured before this provider starts); any free one by default. */
  port?: number;
  /** The account behind a login name that is not in `accounts`. */
  accountFor?: (subject: string) => TestAccount | undefined;
  /** Tamper with the ID tokens of these accounts, whatever `tamper` says. */
  tamperWhen?: (claims: Record<string, unknown>) => boolean;
  /** Accept, as Apple does, a client secret the client signed with this key, instead of the fixed one. */
  signedSecret?: SignedSecretCheck;
}

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Changes the ID token's e-mail but keeps the original signature. */
function tamperTokenResponse(body: string, always: boolean, when: TestOidcOptions['tamperWhen']): string {
  const json = JSON.parse(body) as { id_token?: string };
  if (!json.id_token) return body;
  const [header, payload, signature] = json.id_token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (!always && !when?.(claims)) return body;
  claims.email = 'someone-else@example.com';
  json.id_token = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
  return JSON.stringify(json);
}

/**
 * A real OpenID provider (the oidc-provider package) on loopback, with its development login
 * form: any login name signs in as the account of that subject. Consent is implied. It sits
 * behind a small proxy that can tamper with the ID token of token responses.
 */
export async function startOidcServer(redirectUris: string[], options: TestOidcOptions = {}): Promise<TestOidcServer> {
  const front = createServer();
  const frontPort = await listen(front, options.port);
  const issuer = `http://127.0.0.1:${frontPort}`;
  const state: TestOidcServer = {
    issuer,
    clientId: options.client?.id ?? 'plaza-test-client',
    clientSecret: options.client?.secret ?? 'plaza-test-client-secret-of-decent-length',
    accounts: new Map(),
    tamper: false,
    close: async () => {},
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = state.accounts.get(sub) ?? options.accountFor?.(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const back = createServer(provider.callback());
  const backPort = await listen(back);

  front.on('request', (req, res) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: backPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const mayTamper = state.tamper || options.tamperWhen;
        if (!(mayTamper && req.url?.startsWith('/token'))) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        void readBody(answer).then((text) => {
          const body = tamperTokenResponse(text, state.tamper, options.tamperWhen);
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    const { signedSecret } = options;
    if (!(signedSecret && req.method === 'POST' && req.url?.startsWith('/token'))) {
      req.pipe(upstream);
      return;
    }
    const client = { id: state.clientId, secret: state.clientSecret, issuer };
    void readBody(req)
      .then((body) => swapSignedSecret(body, signedSecret, client))
      .then((body) => {
        upstream.setHeader('content-length', Buffer.byteLength(body));
        upstream.end(body);
      })
      .catch(() => upstream.destroy());
  });

  state.close = async () => {
    front.closeAllConnections();
    back.closeAllConnections();
    await Promise.all([new Promise((r) => front.close(r)), new Promise((r) => back.close(r))]);
  };
  return state;
}
