import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {root, builtPageFor} from '../support/paths';

const examples = path.join(root, 'examples');
const pages = ['index', 'ts', 'python', 'nuxt', 'live-audio'].map((name) => path.join(root, 'docs/docs/examples', `${name}.mdx`));

test('the example pages show the files of examples/ and paste no program code', () => {
  for (const page of pages.slice(1)) {
    const text = fs.readFileSync(page, 'utf8');
    const imports = [...text.matchAll(/^import \w+ from '(?:!!raw-loader!)?@site\/(examples\/[^']+)';$/gm)].map((m) => m[1]);
    expect(imports.length, path.basename(page)).toBeGreaterThan(0);
    for (const file of imports) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    // Fenced blocks are for shell commands, output and diagrams only; code comes from the files.
    const fences = [...text.matchAll(/^```(\w*)/gm)].map((m) => m[1]).filter(Boolean);
    expect(
      fences.filter((language) => !['bash', 'text', 'mermaid'].includes(language)),
      path.basename(page),
    ).toEqual([]);
  }
});

test('the built example pages contain the example sources', () => {
  const expectations: Record<string, string[]> = {
    '/docs/examples/ts': ['TRAILING_SILENCE_MS', 'WAVE_FORMAT_EXTENSIBLE', 'ClientMessage'],
    '/docs/examples/python': ['TRAILING_SILENCE_SECONDS', 'read_wav', 'websockets=='],
    '/docs/examples/nuxt': ['useLiveTranslation', 'mintedSessions', 'apiClientSecret'],
    '/docs/examples/live-audio': ['JitterBuffer', 'PREBUFFER_SECONDS', 'PREBUFFER_MS', 'Resampler'],
  };
  for (const [route, snippets] of Object.entries(expectations)) {
    const file = builtPageFor(route);
    expect(file, `${route} is built`).toBeTruthy();
    const html = fs.readFileSync(file!, 'utf8');
    for (const snippet of snippets) expect(html, `${route} shows ${snippet}`).toContain(snippet);
  }
});

test('every example has a README with its variables and run command, and pins its dependencies', () => {
  const runs: Record<string, string> = {
    ts: 'npx tsx translate-file.ts input.wav output.wav',
    python: 'python translate_file.py input.wav output.wav',
    nuxt: 'npm run dev',
  };
  for (const [name, command] of Object.entries(runs)) {
    const readme = fs.readFileSync(path.join(examples, name, 'README.md'), 'utf8');
    const prefix = name === 'nuxt' ? 'NUXT_' : '';
    for (const variable of ['API_CLIENT_ID', 'API_CLIENT_SECRET', 'API_BASE_URL'])
      expect(readme, `${name} README`).toContain(`${prefix}${variable}`);
    expect(readme).toContain(command);
    expect(readme).toMatch(/## Prerequisites/);
    expect(readme).toMatch(/## Expected (output|behaviour)/);
  }
  for (const name of ['ts', 'nuxt']) {
    const pkg = JSON.parse(fs.readFileSync(path.join(examples, name, 'package.json'), 'utf8'));
    const versions = {...pkg.dependencies, ...pkg.devDependencies, ...pkg.overrides} as Record<string, string>;
    for (const [dependency, version] of Object.entries(versions)) expect(version, `${name}: ${dependency}`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(fs.existsSync(path.join(examples, name, 'package-lock.json'))).toBe(true);
    // The pages print package.json as JSON.stringify(…, null, 2): that must be the file as it is.
    const text = fs.readFileSync(path.join(examples, name, 'package.json'), 'utf8');
    expect(text).toBe(`${JSON.stringify(pkg, null, 2)}\n`);
  }
  const tsconfig = fs.readFileSync(path.join(examples, 'ts', 'tsconfig.json'), 'utf8');
  expect(tsconfig).toBe(`${JSON.stringify(JSON.parse(tsconfig), null, 2)}\n`);
  const requirements = fs
    .readFileSync(path.join(examples, 'python', 'requirements.txt'), 'utf8')
    .trim()
    .split('\n');
  for (const line of requirements) expect(line).toMatch(/^[\w-]+==\d+(\.\d+)*$/);
});

test('the examples never name a stream host and never print the secret', () => {
  const sources = [
    'ts/translate-file.ts',
    'ts/live-translate.ts',
    'python/translate_file.py',
    'python/live_translate.py',
    'python/check_glossary.py',
    'python/publish_webrtc.py',
    'go/main.go',
    'nuxt/server/utils/stream-api.ts',
    'nuxt/app/composables/useLiveTranslation.ts',
  ];
  for (const file of sources) {
    const text = fs.readFileSync(path.join(examples, file), 'utf8');
    expect(text, file).not.toMatch(/stream\.example\.com|wss?:\/\//);
    expect(text, file).not.toMatch(/(console\.\w+|print)\([^)]*[Ss]ecret/);
  }
});
