import { zoneSubdomainOf } from '@plaza/contract';
import type { SiteInfo } from '../../state/zone';

/** The parts of `window.location` that zone site addresses are built from. */
export interface SiteLocation {
  protocol: string;
  hostname: string;
  port: string;
}

/**
 * Whether a host could be a zone site at all: a zone site is a subdomain, so its name has a dot,
 * and an IP address is never one. Other hosts need not wait for /app/config before signing in.
 */
export function mayBeZoneSite(hostname: string): boolean {
  if (!hostname.includes('.') || hostname.includes(':')) return false;
  return !/^[\d.]+$/.test(hostname);
}

/** Which site this is, given the product's origin: the main site, or a zone site and its subdomain. */
export function siteOf(hostname: string, appUrl: string): SiteInfo {
  return { appUrl, subdomain: zoneSubdomainOf(hostname, new URL(appUrl).hostname) };
}

const portPart = (location: Pick<SiteLocation, 'port'>) => (location.port ? `:${location.port}` : '');

/**
 * A zone's own site: `${protocol}//${subdomain}.${appHost}${port}/`. Protocol and port are the
 * current page's, so the links also work behind the development server or a proxy.
 */
export function zoneSiteUrl(subdomain: string, appUrl: string, location: SiteLocation): string {
  return `${location.protocol}//${subdomain}.${new URL(appUrl).hostname}${portPart(location)}/`;
}

/** A page of the main site (where the user acts as themself). */
export function mainSiteUrl(appUrl: string, location: SiteLocation, path = '/'): string {
  return `${location.protocol}//${new URL(appUrl).hostname}${portPart(location)}${path}`;
}
