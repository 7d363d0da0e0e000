import { describe, expect, it } from 'vitest';
import { mainSiteUrl, mayBeZoneSite, siteOf, zoneSiteUrl } from './zone-site';

const at = (hostname: string, port = '8123', protocol = 'http:') => ({ protocol, hostname, port });

describe('mayBeZoneSite', () => {
  it.each(['cats.plaza.test', 'plaza.test', 'cats.localhost'])('%s may be a zone site', (host) => {
    expect(mayBeZoneSite(host)).toBe(true);
  });

  it.each(['localhost', '127.0.0.1', '::1', ''])('%s never is', (host) => {
    expect(mayBeZoneSite(host)).toBe(false);
  });
});

describe('siteOf', () => {
  it('finds the zone of a zone site', () => {
    expect(siteOf('istanbul-cay-evi.plaza.test', 'http://plaza.test:8123')).toEqual({
      appUrl: 'http://plaza.test:8123',
      subdomain: 'istanbul-cay-evi',
    });
  });

  it('knows the main site, www and foreign hosts are no zone sites', () => {
    for (const host of ['plaza.test', 'www.plaza.test', 'plaza.example', 'a.b.plaza.test']) {
      expect(siteOf(host, 'http://plaza.test:8123').subdomain).toBeNull();
    }
  });

  it('ignores case in the host', () => {
    expect(siteOf('Cats.Plaza.Test', 'http://plaza.test').subdomain).toBe('cats');
  });
});

describe('zoneSiteUrl', () => {
  it("builds the zone's address from the page's protocol and port and the product's host", () => {
    expect(zoneSiteUrl('cats', 'http://plaza.test:8123', at('plaza.test'))).toBe('http://cats.plaza.test:8123/');
  });

  it('leaves the port out when the page has none', () => {
    expect(zoneSiteUrl('cats', 'https://plaza.example', at('plaza.example', '', 'https:'))).toBe(
      'https://cats.plaza.example/',
    );
  });

  it('works from another zone site', () => {
    expect(zoneSiteUrl('dogs', 'http://plaza.test:8123', at('cats.plaza.test'))).toBe('http://dogs.plaza.test:8123/');
  });
});

describe('mainSiteUrl', () => {
  it('leads from a zone site back to the main site', () => {
    expect(mainSiteUrl('http://plaza.test:8123', at('cats.plaza.test'))).toBe('http://plaza.test:8123/');
  });

  it('can name a page', () => {
    expect(mainSiteUrl('https://plaza.example', at('x.plaza.example', '', 'https:'), '/zone-not-found')).toBe(
      'https://plaza.example/zone-not-found',
    );
  });
});
