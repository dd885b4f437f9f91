import { describe, expect, test, vi } from 'vitest';
import { normaliseBase, PLACEHOLDER_SITE, siteAddress } from '../../src/edition/site.ts';

describe('the site’s address, configured in one place', () => {
  test('with nothing set, the root of the placeholder origin', () => {
    expect(siteAddress({})).toEqual({ site: PLACEHOLDER_SITE, base: '/' });
  });

  test('SITE_URL and BASE_PATH, however the slashes are written', () => {
    expect(siteAddress({ SITE_URL: 'https://example.github.io/', BASE_PATH: 'first-wargames' })).toEqual({
      site: 'https://example.github.io',
      base: '/first-wargames/',
    });
    expect(normaliseBase('/first-wargames')).toBe('/first-wargames/');
    expect(normaliseBase('//a//b/')).toBe('/a/b/');
    expect(normaliseBase('/')).toBe('/');
    expect(normaliseBase('')).toBe('/');
  });

  test.each([
    [{ BASE_PATH: '/a b/' }, /BASE_PATH.*"\/a b\/"/],
    [{ BASE_PATH: '/../x/' }, /BASE_PATH/],
    [{ SITE_URL: 'example.org' }, /SITE_URL.*"example.org"/],
    [{ SITE_URL: 'ftp://example.org' }, /SITE_URL/],
    [{ SITE_URL: 'https://example.org/first-wargames/' }, /put a sub-path in BASE_PATH/],
  ])('refuses %o, naming the variable and the value', (env, message) => {
    expect(() => siteAddress(env)).toThrow(message);
  });
});

describe('every address a page or an island writes follows the base path', () => {
  test('under /first-wargames/, a site path gains it; addresses built from the helpers too', async () => {
    vi.stubEnv('BASE_URL', '/first-wargames/');
    vi.resetModules();
    try {
      const { BASE, withBase } = await import('../../src/edition/base.ts');
      const { ruleHref, hellwigHref } = await import('../../src/edition/addresses.ts');
      expect(BASE).toBe('/first-wargames/');
      expect(withBase('/hellwig/s47/')).toBe('/first-wargames/hellwig/s47/');
      expect(ruleHref('melee-1')).toBe('/first-wargames/little-wars/the-rules/#melee-1');
      expect(hellwigHref('§47a')).toBe('/first-wargames/hellwig/s47a/');
      expect(() => withBase('hellwig/')).toThrow(/one slash.*"hellwig\/"/);
      expect(() => withBase('//evil.example/')).toThrow(/one slash/);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  test('at the root, addresses are the site paths themselves', async () => {
    const { withBase } = await import('../../src/edition/base.ts');
    expect(withBase('/about/')).toBe('/about/');
  });
});
