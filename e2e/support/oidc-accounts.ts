/** The accounts of the journeys' OpenID provider: a login name and what its ID tokens say. */
export const OIDC_MAIL_DOMAIN = 'oidc.plaza.test';

export function oidcAccount(subject: string) {
  return {
    email: `${subject}@${OIDC_MAIL_DOMAIN}`,
    email_verified: true,
    name: subject.charAt(0).toUpperCase() + subject.slice(1).replace(/[-_]/g, ' '),
  };
}

/** ID tokens of login names starting with this are altered after signing (by the provider's proxy). */
export const TAMPERED_PREFIX = 'tampered';
