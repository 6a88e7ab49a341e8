import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {root, builtPageFor} from '../support/paths';
import {gitHistory, lastChanged} from '../../config/last-update.mjs';

const html = (route: string) => fs.readFileSync(builtPageFor(route)!, 'utf8');

test('guides show the date of their last commit (none when the build has no full git history)', () => {
  const source = path.join(root, 'docs/docs/overview.mdx');
  const page = html('/docs/overview');
  if (gitHistory(root) !== 'full') {
    expect(page).not.toContain('Last updated');
    return;
  }
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', source], {cwd: root, encoding: 'utf8'}).trim();
  expect(seconds).toMatch(/^\d+$/);
  expect(page).toMatch(new RegExp(`Last updated[^]*?<time datetime="?${new Date(Number(seconds) * 1000).toISOString()}"?`));
});

test('the message reference, generated from specs/asyncapi.yaml, is dated by that file (so the build has nothing to warn about)', () => {
  const page = html('/docs/streaming_api/messages/set_task');
  const date = lastChanged(path.join(root, 'specs/asyncapi.yaml'), root);
  if (!date) {
    expect(page).not.toContain('Last updated');
    return;
  }
  expect(page).toMatch(new RegExp(`Last updated[^]*?<time datetime="?${date}T00:00:00\\.000Z"?`));
});

test('the API reference pages, generated from the spec, carry no last-updated date', () => {
  expect(html('/api/create-streaming-session')).not.toContain('Last updated');
});
