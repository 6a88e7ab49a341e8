import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {mdxFiles} from '../support/code-blocks';
import {root} from '../support/paths';

// The guides' code tabs share groupId "lang" with the API reference samples, so one
// choice of language follows the reader everywhere. Values and labels must match.
const LANGUAGES: Record<string, string> = {curl: 'cURL', python: 'Python', typescript: 'TypeScript', go: 'Go'};

test('code tabs in the guides use groupId "lang" with the shared values and labels', () => {
  const problems: string[] = [];
  for (const file of mdxFiles(path.join(root, 'docs'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const group of text.matchAll(/<Tabs groupId="lang"[^>]*>([\s\S]*?)<\/Tabs>/g)) {
      for (const [, value, label] of group[1].matchAll(/<TabItem value="([^"]+)" label="([^"]+)"/g)) {
        if (LANGUAGES[value] !== label) problems.push(`${path.relative(root, file)}: ${value} / ${label}`);
      }
    }
    for (const [, value] of text.matchAll(/<TabItem value="(node|nodejs|javascript|js|bash|shell|py|ts)"/g)) {
      problems.push(`${path.relative(root, file)}: language tab "${value}" outside the shared values`);
    }
  }
  expect(problems).toEqual([]);
});
