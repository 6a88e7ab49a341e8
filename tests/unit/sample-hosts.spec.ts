import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {codeBlocksIn, mdxFiles, where} from '../support/code-blocks';
import {loadOpenapi, operations} from '../support/openapi';
import {examplesDir} from '../support/examples';
import {root} from '../support/paths';
import {withCodeSamples} from '../../scripts/generators/code-samples/index.mjs';

// A reader on another deployment sets API_BASE_URL once; a program that writes
// the REST host itself calls the wrong API without a word.

const TOKEN = '%API_BASE_URL%';
/** The REST host as a program may name it: only as the fallback of API_BASE_URL. */
const ENV_FALLBACK: Record<string, RegExp> = {
  python: /os\.environ\.get\("API_BASE_URL", "([^"]+)"\)/g,
  typescript: /process\.env\.API_BASE_URL \?\? '([^']+)'/g,
  go: /baseURL := os\.Getenv\("API_BASE_URL"\)\n\s*if baseURL == "" \{\n\s*baseURL = "([^"]+)"/g,
};
const LANGUAGES: Record<string, string> = {
  py: 'python',
  python: 'python',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'typescript',
  js: 'typescript',
  javascript: 'typescript',
  go: 'go',
};

/** Where `host` stands in `code` other than as the fallback of API_BASE_URL. */
function hardCoded(code: string, language: string, host: string): number {
  const fallback = ENV_FALLBACK[language];
  const rest = fallback ? code.replace(fallback, '') : code;
  return rest.split(host).length - 1;
}

const guides = path.join(root, 'docs');
const generatedPages = path.join(guides, 'docs', 'streaming_api', 'messages') + path.sep;

test('guide programs read the REST host from API_BASE_URL, with the page token as the fallback', () => {
  const blocks = codeBlocksIn(guides).filter((block) => !block.file.startsWith(generatedPages) && LANGUAGES[block.language]);
  expect(blocks.filter((block) => block.code.includes('API_BASE_URL')).length).toBeGreaterThan(30);
  const offenders = blocks
    .filter((block) => hardCoded(block.code, LANGUAGES[block.language], TOKEN) > 0)
    .map((block) => where(block, root));
  expect(offenders).toEqual([]);
});

test('the example projects name the default REST host only as the fallback of API_BASE_URL', () => {
  const files = ['python/translate_file.py', 'ts/translate-file.ts'];
  for (const file of files) {
    const code = fs.readFileSync(path.join(examplesDir, file), 'utf8');
    expect(code, file).toContain('API_BASE_URL');
    const host = /https:\/\/api\.example\.com/;
    const lines = code.split('\n').filter((line) => host.test(line) && !/API_BASE_URL/.test(line));
    expect(lines, file).toEqual([]);
  }
});

test('the API reference programs read the REST host from API_BASE_URL', () => {
  const spec = withCodeSamples(loadOpenapi());
  const host = spec.servers[0].url as string;
  const offenders: string[] = [];
  for (const {operation} of operations(spec)) {
    for (const sample of operation['x-codeSamples'] as {lang: string; source: string}[]) {
      const language = LANGUAGES[sample.lang];
      if (!language || !sample.source.includes(host)) continue;
      if (hardCoded(sample.source, language, host) > 0) offenders.push(`${operation.operationId} ${sample.lang}`);
    }
  }
  expect(offenders).toEqual([]);
});

test('a session reply shown on a page expires ttl_seconds after the request on that page asked for', () => {
  const pages = mdxFiles(guides).filter((file) => fs.readFileSync(file, 'utf8').includes('<SessionResponse'));
  expect(pages.length).toBeGreaterThanOrEqual(3);
  for (const file of pages) {
    const text = fs.readFileSync(file, 'utf8');
    for (const reply of text.matchAll(/<SessionResponse ttlSeconds=\{(\d+)\}/g)) {
      // The request it answers is the last one written above it.
      const asked = [...text.slice(0, reply.index).matchAll(/"?ttl_seconds"?: (\d+)/g)].at(-1)?.[1];
      expect(asked, `${path.relative(root, file)}: the reply for ttl_seconds ${reply[1]}`).toBe(reply[1]);
    }
  }
});
