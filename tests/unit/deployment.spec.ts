import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {root} from '../support/paths';
import {readDeployment} from '../../config/deployment';
import {footer} from '../../config/footer';
import {preset} from '../../config/content';
import {replaceTokens, tokenTable} from '../../src/plugins/remark-deployment-values';

test.describe('deploy-time values', () => {
  test('defaults are the documented hosts', () => {
    expect(readDeployment({})).toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      streamWsUrl: 'wss://stream.example.com/streaming-api/v1/speech-to-speech/stream',
      streamWebrtcUrl: 'https://stream.example.com/livekit/',
      streamTtsUrl: 'wss://stream.example.com/tts-api/v1/text-to-speech/stream',
      appUrl: 'https://app.example.com',
      apiKeysUrl: 'https://app.example.com/api-keys',
      swaggerUrl: 'https://api.example.com/docs',
      supportEmail: 'api.support@example.com',
      gtmContainerId: '',
    });
  });

  test('environment variables override every value', () => {
    const overridden = readDeployment({
      SITE_URL: 'https://docs.acme.test/',
      API_BASE_URL: 'https://rest.acme.test/',
      STREAM_BASE_URL: 'https://live.acme.test',
      APP_URL: 'https://console.acme.test',
      ABOUT_URL: 'https://acme.test/company',
      SUPPORT_EMAIL: 'help@acme.test',
      COMPANY_NAME: 'Acme',
      COMPANY_ADDRESS: '1 Road',
      GTM_CONTAINER_ID: 'GTM-TEST1',
    });
    expect(overridden).toMatchObject({
      siteUrl: 'https://docs.acme.test',
      apiBaseUrl: 'https://rest.acme.test',
      swaggerUrl: 'https://rest.acme.test/docs',
      streamWsUrl: 'wss://live.acme.test/streaming-api/v1/speech-to-speech/stream',
      apiKeysUrl: 'https://console.acme.test/api-keys',
      aboutUrl: 'https://acme.test/company',
      supportEmail: 'help@acme.test',
      gtmContainerId: 'GTM-TEST1',
    });
  });

  test('the tag manager is configured only when a container id is set', () => {
    expect(preset(readDeployment({}))).not.toHaveProperty('googleTagManager');
    expect(preset(readDeployment({GTM_CONTAINER_ID: 'GTM-ABC123'}))).toHaveProperty('googleTagManager', {
      containerId: 'GTM-ABC123',
    });
  });

  test('a tag manager container id must look like one: it is pasted into a script the policy allows by its hash', () => {
    expect(readDeployment({GTM_CONTAINER_ID: ' GTM-AB12CD3 '}).gtmContainerId).toBe('GTM-AB12CD3');
    for (const bad of ["GTM-X');alert(1);//", 'GTM-', 'gtm-abc123', 'UA-1234-1', 'G-ABC123', 'GTM-ABC 123', 'GTM-ABC"']) {
      expect(() => readDeployment({GTM_CONTAINER_ID: bad}), bad).toThrow(
        /GTM_CONTAINER_ID must be a Tag Manager container id such as GTM-AB12CD3/,
      );
    }
  });

  test('the footer is one copyright line with the address and a mailto link', () => {
    const f = footer(readDeployment({COMPANY_ADDRESS: '5 <Main> St', SUPPORT_EMAIL: 'a@b.test'}), 2030);
    expect(f.links).toEqual([]);
    expect(f.copyright).toContain('2030');
    expect(f.copyright).toContain('5 &#60;Main&#62; St');
    expect(f.copyright).toContain('<a href="mailto:a@b.test">a@b.test</a>');
  });
});

test.describe('deployment tokens in Markdown', () => {
  const table = tokenTable(readDeployment({API_BASE_URL: 'https://rest.acme.test'}));

  test('known tokens are replaced', () => {
    const unknown: string[] = [];
    const out = replaceTokens('curl %API_BASE_URL%/x and %SUPPORT_EMAIL%', table, (n) => unknown.push(n));
    expect(out).toBe('curl https://rest.acme.test/x and api.support@example.com');
    expect(unknown).toEqual([]);
  });

  test('an unknown token is reported, not silently kept', () => {
    const unknown: string[] = [];
    replaceTokens('%API_BASE_URI%', table, (n) => unknown.push(n));
    expect(unknown).toEqual(['API_BASE_URI']);
  });
});

test('CONTRIBUTING.md lists every token the build knows, and no other', () => {
  const readme = fs.readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
  // The "Write a token" item of "Writing docs", up to the next list item.
  const item = readme.match(/^- [^\n]*Write a token[\s\S]*?(?=^- |^#)/m)?.[0] ?? '';
  const listed = new Set([...item.matchAll(/%([A-Z][A-Z0-9_]*)%/g)].map(([, name]) => name));
  expect([...listed].sort()).toEqual([...tokenTable(readDeployment({})).keys()].sort());
});
