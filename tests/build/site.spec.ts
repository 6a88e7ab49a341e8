import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir, builtPageFor, readBuildFile} from '../support/paths';
import {deliveredRoutes} from '../support/routes';

test('every delivered spec route is built with a heading', () => {
  const missing: string[] = [];
  for (const route of deliveredRoutes) {
    const file = builtPageFor(route);
    if (!file) missing.push(`${route} (no HTML file)`);
    else if (!/<h1[\s>]/.test(fs.readFileSync(file, 'utf8')) && route !== '/search')
      missing.push(`${route} (no <h1>)`);
  }
  expect(missing).toEqual([]);
});

test('the search index is written and covers guides and the blog', () => {
  const files = fs.readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  const documents = files.flatMap((file) => {
    const index = JSON.parse(readBuildFile(file)) as {documents: {u: string; t: string; s?: string; h?: string; b?: string[]}[]}[];
    return index.flatMap((part) => part.documents);
  });
  const urls = new Set(documents.map((d) => d.u));
  expect(urls).toContain('/docs/overview');
  expect([...urls].some((u) => u.startsWith('/blog/'))).toBe(true);
  // One assertion for all documents: an expect per document costs seconds.
  expect(documents.filter((doc) => typeof doc.t !== 'string' || typeof doc.u !== 'string')).toEqual([]);
  // Page entries carry breadcrumbs (b); heading entries their anchor (h); text entries their section title (s).
  const overview = documents.filter((d) => d.u === '/docs/overview');
  expect(overview.find((d) => d.t === 'Overview' && Array.isArray(d.b))).toBeTruthy();
  expect(overview.find((d) => d.h === '#transports')?.t).toBe('Transports');
  expect(overview.some((d) => d.s === 'Transports' && d.h === '#transports')).toBe(true);
});

test('no third party is called when no tag-manager id is set', () => {
  const html = readBuildFile('index.html');
  expect(html).not.toContain('googletagmanager');
  expect(html).not.toMatch(/GTM-[A-Z0-9]+/);
});

test('the built pages carry no unreplaced deployment token', () => {
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && /%[A-Z][A-Z0-9_]+%/.test(fs.readFileSync(full, 'utf8')))
        offenders.push(path.relative(buildDir, full));
    }
  };
  walk(buildDir);
  expect(offenders).toEqual([]);
});

test('the route from the spec with spaces and a capital letter is exact', () => {
  const expected = path.join(buildDir, 'Broadcaster', 'Editing an existing broadcast', 'index.html');
  expect(fs.existsSync(expected), path.relative(buildDir, expected)).toBe(true);
});
