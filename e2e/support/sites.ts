/**
 * Where the product under test runs. The browser reaches it at a test domain and its zone
 * subdomains (Chromium maps them to 127.0.0.1 with --host-resolver-rules, see playwright.config.ts);
 * code running in Node (API request contexts, the start-up check) has no such mapping and uses
 * the loopback address directly.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);
export const APP_HOST = process.env.E2E_HOST ?? 'plaza.test';

/** The product's origin, as the browser sees it (APP_URL of the server). */
export const appURL = `http://${APP_HOST}:${E2E_PORT}`;

/** The same server, for requests made from Node rather than from the browser. */
export const directURL = `http://127.0.0.1:${E2E_PORT}`;

/** A zone's own site: http://<subdomain>.plaza.test:<port> + path. */
export function zoneURL(subdomain: string, path = '/'): string {
  return `http://${subdomain}.${APP_HOST}:${E2E_PORT}${path}`;
}

/** Chromium resolves the test domain and every subdomain of it to this machine. */
export const HOST_RESOLVER_RULES = `MAP ${APP_HOST} 127.0.0.1, MAP *.${APP_HOST} 127.0.0.1`;

/** The OpenID provider the journeys run on loopback (e2e/support/oidc-provider-main.ts), for Google and Apple. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 8125);
export const oidcIssuer = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: 'plaza-e2e-client', secret: 'plaza-e2e-client-secret-of-decent-length' };
