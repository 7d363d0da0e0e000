import { API_VERSION } from '@plaza/contract';
import { startOidcServer } from '../../apps/server/test/third-party/oidc-server';
import { TAMPERED_PREFIX, oidcAccount } from './oidc-accounts';
import { OIDC_CLIENT, OIDC_PORT, appURL } from './sites';

/**
 * The journeys' OpenID provider (started by Playwright beside the product, which points Google
 * and Apple at it). Any login name signs in: `grace` is grace@oidc.plaza.test, named Grace, with
 * a verified e-mail; the ID tokens of names starting with `tampered` are altered after signing.
 */
const server = await startOidcServer(
  [`${appURL}/auth/google`, `${appURL}/${API_VERSION}/auth/third-party/apple/callback`],
  {
    port: OIDC_PORT,
    client: OIDC_CLIENT,
    accountFor: oidcAccount,
    tamperWhen: (claims) => String(claims.sub).startsWith(TAMPERED_PREFIX),
  },
);
console.log(`test OpenID provider at ${server.issuer}`);
