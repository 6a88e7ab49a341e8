import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildDir, builtPageFor, readBuildFile, root} from '../support/paths';
import {allSpecRoutes} from '../support/routes';
import {
  DocKind,
  SEARCH_POINTER,
  type DocShard,
  type SearchManifest,
  type SearchPointer,
} from '../../src/plugins/search-index/shared/format';
import {headerValuesFileOf, headersFileOf} from '../../config/serving.mjs';
import {COMPILE_HINT, INITIAL_SCRIPTS} from '../../src/plugins/compile-hints';

test('every route of the specification is built with a heading', () => {
  const missing: string[] = [];
  for (const route of allSpecRoutes) {
    const file = builtPageFor(route);
    if (!file) missing.push(`${route} (no HTML file)`);
    else if (!/<h1[\s>]/.test(fs.readFileSync(file, 'utf8')) && route !== '/search') missing.push(`${route} (no <h1>)`);
  }
  expect(missing).toEqual([]);
});

test('the search index is written and covers guides and the blog', () => {
  // search-manifest.json names the content-hashed manifest of the index (src/plugins/search-index).
  const pointer = JSON.parse(readBuildFile(SEARCH_POINTER)) as SearchPointer;
  expect(pointer.manifest).toMatch(/^assets\/search\/manifest\.[0-9a-f]+\.json$/);
  const manifest = JSON.parse(readBuildFile(pointer.manifest)) as SearchManifest;
  const urls = new Set(manifest.pages.map(([route]) => route));
  expect(urls).toContain('/docs/overview');
  expect([...urls].some((u) => u.startsWith('/blog/'))).toBe(true);
  const docs = manifest.docs.flatMap((part) => JSON.parse(readBuildFile(part.file)) as DocShard);
  expect(docs.length).toBe(manifest.kinds.length);
  // One assertion for all documents: an expect per document costs seconds.
  expect(docs.filter(([title, hash, text]) => typeof title !== 'string' || typeof hash !== 'string' || typeof text !== 'string')).toEqual(
    [],
  );
  // Heading entries carry their anchor and follow their page.
  const overview = [...manifest.kinds].map((kind, i) => (kind === String(DocKind.Page) ? i : -1)).filter((i) => i >= 0)[
    manifest.pages.findIndex(([route]) => route === '/docs/overview')
  ];
  const next = manifest.kinds.indexOf(String(DocKind.Page), overview + 1);
  expect(docs.slice(overview, next).some(([title, hash]) => hash === '#transports' && title === 'Transports')).toBe(true);
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

test('the served tree holds no server configuration; the headers includes are beside it', () => {
  const configuration = (fs.readdirSync(buildDir, {recursive: true}) as string[]).filter((file) => /\.conf$/.test(file));
  expect(configuration).toEqual([]);
  expect(fs.readFileSync(headersFileOf(buildDir), 'utf8')).toMatch(
    /^add_header Content-Security-Policy \$docs_header_content_security_policy always;$/m,
  );
  expect(fs.readFileSync(headerValuesFileOf(buildDir), 'utf8')).toMatch(/^ {4}default "default-src 'self';/m);
});

test('no built file holds the path of the checkout it was built in', () => {
  // Precompressed copies hold the same text as the files beside them; zips hold the examples as they are.
  const files = (fs.readdirSync(buildDir, {recursive: true}) as string[]).filter(
    (file) => !/\.(gz|br|zip|png|jpe?g|webp|gif|ico|woff2?)$/.test(file),
  );
  const holding = files.filter((file) => {
    const full = path.join(buildDir, file);
    return fs.statSync(full).isFile() && fs.readFileSync(full, 'utf8').includes(root);
  });
  expect(holding).toEqual([]);
});

test('the main bundle holds the deploy-time values once, in the site config', () => {
  const main = fs.readdirSync(path.join(buildDir, 'assets/js')).find((file) => /^main\..*\.js$/.test(file))!;
  const bundle = readBuildFile(`assets/js/${main}`);
  expect(bundle.split('companyAddress:').length - 1).toBe(1);
});

test('the route from the spec with spaces and a capital letter is exact', () => {
  const expected = path.join(buildDir, 'Broadcaster', 'Editing an existing broadcast', 'index.html');
  expect(fs.existsSync(expected), path.relative(buildDir, expected)).toBe(true);
});

test('every built page has one meta description for search results and link previews', () => {
  const pages = (fs.readdirSync(buildDir, {recursive: true}) as string[]).filter(
    (file) => file.endsWith('.html') && !file.startsWith('__') && !file.startsWith('examples/'),
  );
  expect(pages.length).toBeGreaterThan(100);
  const without = pages.filter((file) => {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    const descriptions = html.match(/<meta[^>]*\bname="?description"?[^>]*>/g) ?? [];
    return descriptions.length !== 1 || /content=""/.test(descriptions[0]);
  });
  expect(without).toEqual([]);
});

test('no page shows Markdown link syntax as text or runs a code name into the words after it', () => {
  const pages = (fs.readdirSync(buildDir, {recursive: true}) as string[]).filter(
    (file) => file.endsWith('.html') && !file.startsWith('__'),
  );
  const rawLinks: string[] = [];
  const joined: string[] = [];
  for (const file of pages) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8').replace(/<(pre|script|style)\b[\s\S]*?<\/\1>/g, '');
    const text = html.replace(/<code\b[\s\S]*?<\/code>/g, ' ').replace(/<[^>]+>/g, '');
    for (const [link] of text.matchAll(/\[[^\]\n]+\]\((?:\/|https?:\/\/)[^)\s]*\)/g)) rawLinks.push(`${file}: ${link}`);
    // "message_typerequiredstring": a name, then a badge or a line of constraints with no space between (the text that
    // is copied, read aloud and indexed).
    for (const [run] of html.matchAll(/[\p{L}\p{N}]<\/(?:code|span)>(?:<(?:span|code)\b[^>]*>)+[\p{L}\p{N}]/gu))
      joined.push(`${file}: ${run}`);
  }
  expect(pages.length).toBeGreaterThan(100);
  expect(rawLinks).toEqual([]);
  expect(joined).toEqual([]);
});

test('the scripts a page runs whole carry V8 compile hints: the initial ones and its route chunks, libraries and on-demand chunks not', () => {
  const html = readBuildFile('docs/quick-start/index.html');
  const pageScripts = [...html.matchAll(/<script src=["']?\/([^"' >]+\.js)/g)].map((match) => match[1]);
  expect(pageScripts.length).toBeGreaterThanOrEqual(3);
  const hinted = (file: string) => readBuildFile(file).slice(0, 60).split('\n')[0] === COMPILE_HINT;
  for (const script of pageScripts) {
    expect(script, 'a script the HTML loads is one of the initial scripts').toMatch(INITIAL_SCRIPTS);
    expect(hinted(script), script).toBe(true);
  }
  const scripts = fs
    .readdirSync(path.join(buildDir, 'assets/js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/js/${file}`);
  // Docusaurus names the chunks of a route (content, components, data) with 8-character hashes; the bundler gives the
  // chunks nobody names shorter numbers.
  const unnamed = scripts.filter((file) => /^assets\/js\/\d{1,7}\.[0-9a-f]+\.js$/.test(file));
  const pageContent = scripts.filter((file) => !unnamed.includes(file) && readBuildFile(file).includes('frontMatter:'));
  expect(pageContent.length, 'chunks holding a page of Markdown').toBeGreaterThan(100);
  expect(pageContent.filter((file) => !hinted(file))).toEqual([]);
  expect(unnamed.length).toBeGreaterThan(10);
  expect(unnamed.filter(hinted)).toEqual([]);
});
