import {test, expect} from '@playwright/test';
import {readDeployment} from '../../config/deployment';
import {checkReportUri, contentSecurityPolicy, inlineScripts, scriptHash, TAG_MANAGER_SOURCES} from '../../src/plugins/content-security-policy/policy';

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
  expect(directive(withTagManager, 'frame-src')).toBe('frame-src https://www.googletagmanager.com');
  expect(directive(withTagManager, 'script-src')).not.toContain("'unsafe-inline'");
});

test('the report endpoint comes from CSP_REPORT_URI and must be a plain URL', () => {
  expect(readDeployment({}).cspReportUri).toBe('');
  const uri = readDeployment({CSP_REPORT_URI: 'https://csp.example.com/report'}).cspReportUri;
  expect(contentSecurityPolicy({scriptHashes: [], tagManager: false, reportUri: uri})).toMatch(/; report-uri https:\/\/csp\.example\.com\/report$/);
  for (const bad of ['csp.example.com/report', 'https://x.example/a b', 'https://x.example/"', 'https://x.example/$host', 'javascript:alert(1)']) {
    expect(() => checkReportUri(bad), bad).toThrow(/CSP_REPORT_URI must be an absolute http\(s\) URL/);
  }
});
