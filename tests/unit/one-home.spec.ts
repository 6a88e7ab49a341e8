import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {repeatsAcrossGuides} from '../support/repeats';
import {root} from '../support/paths';

const guides = path.join(root, 'docs');
// Generated from specs/asyncapi.yaml by npm run gen: one page per message, not hand-written guides.
const generated = [path.join(guides, 'docs', 'streaming_api', 'messages') + path.sep];

test('no table row and no code block of five or more lines stands verbatim in two guides', () => {
  const repeats = repeatsAcrossGuides(guides, generated).map(
    ({kind, text, places}) => `${kind} in ${places.join(', ')}: ${text.split('\n')[0].slice(0, 100)}`,
  );
  expect(repeats, 'render the shared fact from one home (data file, spec or MDX partial) or link to it').toEqual([]);
});

test('the repeat check finds a table row and a code block copied into a second guide', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repeats-'));
  try {
    const table = '| Code | Meaning |\n|---|---|\n| 1006 | The token is missing |\n';
    const code = '```python\n' + ['a = 1', 'b = 2', 'c = 3', 'd = 4', 'print(a + b + c + d)'].join('\n') + '\n```\n';
    fs.writeFileSync(path.join(dir, 'one.mdx'), `# One\n\n${table}\n${code}`);
    fs.writeFileSync(path.join(dir, 'two.mdx'), `# Two\n\n${table}\n${code}`);
    fs.writeFileSync(path.join(dir, 'three.mdx'), '# Three\n\n| Code | Meaning |\n|---|---|\n| 1007 | Other |\n');
    const found = repeatsAcrossGuides(dir).map(({kind, places}) => `${kind} ${places.join(' ')}`);
    expect(found.sort()).toEqual(['code block one.mdx:7 two.mdx:7', 'table row one.mdx:5 two.mdx:5']);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

/** Words a reader reads on a page: front matter, imports, code blocks and JSX tags left out. */
function proseWords(text: string): number {
  const prose = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^( *)(`{3,})[\s\S]*?^\1\2\s*$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\\\{#[^}]*\}/g, '');
  return prose.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

for (const page of ['index', 'webrtc', 'websockets']) {
  test(`quick start ${page} has at most 1,200 words of prose and shows the expected output or reply`, () => {
    const text = fs.readFileSync(path.join(guides, 'docs', 'quick-start', `${page}.mdx`), 'utf8');
    expect(proseWords(text)).toBeLessThanOrEqual(1200);
    expect(text).toMatch(page === 'index' ? /### Response/ : /### Expected output/);
  });
}
