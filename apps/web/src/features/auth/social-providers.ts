import type { Icon } from '@tabler/icons-react';

/** A third-party sign-up the server is configured for (spec 01 §2: Google or Apple). */
export interface SocialProvider {
  /** The `{name}` of /auth/{name}, e.g. 'google'. */
  name: string;
  label: string;
  icon: Icon;
  /** Where the button sends the browser to start the provider's sign-in. */
  href: string;
}

/**
 * The providers to offer on /register. The server has no third-party configuration yet, so
 * none is offered; once it announces which are configured, build this list from that answer.
 */
export const socialProviders: readonly SocialProvider[] = [];
