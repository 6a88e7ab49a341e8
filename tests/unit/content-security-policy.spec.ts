import {test, expect} from '@playwright/test';
import {readDeployment} from '../../config/deployment';
import {
  checkReportUri,
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
  TAG_MANAGER_SOURCES,
} from '../../src/plugins/content-security-policy/policy';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

test('inline scripts are found, data blocks and external scripts are not', () => {
  const html = [
    '<script>a()</script>',
    '<script type="text/javascript">b()</script>',
    '<script src="/x.js"></script>',
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    '<script type=module>c()</script>',
    '<SCRIPT data-rh=true>d()</SCRIPT >',
  ].join('');
  expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()']);
  // The well-known SHA-256 of nothing, in the CSP source syntax browsers match.
  expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test('script-src lists the hashes and no unsafe-inline; tag-manager hosts only when configured', () => {
  const scriptHashes = [scriptHash('b()'), scriptHash('a()'), scriptHash('a()')];
  const plain = contentSecurityPolicy({scriptHashes, tagManager: false, reportUri: ''});
  expect(directive(plain, 'script-src')).toBe(`script-src 'self' ${[scriptHash('a()'), scriptHash('b()')].sort().join(' ')}`);
  expect(plain).not.toMatch(/googletagmanager|google-analytics|frame-src|worker-src|report-uri/);

  const withTagManager = contentSecurityPolicy({scriptHashes, tagManager: true, reportUri: ''});
  for (const host of TAG_MANAGER_SOURCES.script) expect(directive(withTagManager, 'script-src')).toContain(host);
  for (const host of TAG_MANAGER_SOURCES.connect) expect(directive(withTagManager, 'connect-src')).toContain(host);
  for (const host of TAG_MANAGER_SOURCES.img) expect(directive(withTagManager, 'img-src')).toContain(host);
  expect(directive(withTagManager, 'script-src')).not.toContain("'unsafe-inline'");
});

/** Whether a CSP source list allows a URL's host (exact hosts and `*.` wildcards only). */
function allows(sources: string, url: string): boolean {
  const {protocol, hostname} = new URL(url);
  return sources
    .split(' ')
    .slice(1)
    .some((source) => {
      const match = /^(https?:)\/\/(\*\.)?(.+)$/.exec(source);
      if (!match || match[1] !== protocol) return false;
      return match[2] ? hostname.endsWith(`.${match[3]}`) : hostname === match[3];
    });
}

test("with a tag manager, the policy allows what Google's CSP guide lists for the container, GA4, Google signals and Preview mode", () => {
  const policy = contentSecurityPolicy({scriptHashes: [], tagManager: true, reportUri: ''});
  const needed: [string, string][] = [
    ['script-src', 'https://www.googletagmanager.com/gtm.js'],
    ['script-src', 'https://www.googletagmanager.com/gtag/js'],
    ['script-src', 'https://googletagmanager.com/debug/bootstrap'],
    ['script-src', 'https://tagmanager.google.com/debug/badge'],
    ['style-src', 'https://tagmanager.google.com/debug/badge.css'],
    ['style-src', 'https://fonts.googleapis.com/css'],
    ['font-src', 'https://fonts.gstatic.com/s/x.woff2'],
    ['img-src', 'https://www.googletagmanager.com/a'],
    ['img-src', 'https://region1.google-analytics.com/g/collect'],
    ['img-src', 'https://stats.g.doubleclick.net/g/collect'],
    ['img-src', 'https://www.google.com/ads/ga-audiences'],
    ['img-src', 'https://ssl.gstatic.com/x.png'],
    ['img-src', 'https://www.gstatic.com/x.png'],
    ['connect-src', 'https://www.googletagmanager.com/a'],
    ['connect-src', 'https://region1.google-analytics.com/g/collect'],
    ['connect-src', 'https://region1.analytics.google.com/g/collect'],
    ['connect-src', 'https://www.google.com/g/collect'],
    ['connect-src', 'https://stats.g.doubleclick.net/g/collect'],
    ['frame-src', 'https://www.googletagmanager.com/ns.html'],
  ];
  expect(needed.filter(([name, url]) => !allows(directive(policy, name), url)).map(([name, url]) => `${name} ${url}`)).toEqual([]);
  // Custom JavaScript variables would need 'unsafe-eval', Custom HTML tags a per-response nonce: neither is offered.
  expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline' [^;]*script|nonce-/);
});

test('the report endpoint comes from CSP_REPORT_URI and must be a plain URL', () => {
  expect(readDeployment({}).cspReportUri).toBe('');
  const uri = readDeployment({CSP_REPORT_URI: 'https://csp.example.com/report'}).cspReportUri;
  expect(contentSecurityPolicy({scriptHashes: [], tagManager: false, reportUri: uri})).toMatch(
    /; report-uri https:\/\/csp\.example\.com\/report$/,
  );
  for (const bad of [
    'csp.example.com/report',
    'https://x.example/a b',
    'https://x.example/"',
    'https://x.example/$host',
    'javascript:alert(1)',
  ]) {
    expect(() => checkReportUri(bad), bad).toThrow(/CSP_REPORT_URI must be an absolute http\(s\) URL/);
  }
});
