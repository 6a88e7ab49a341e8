import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {root} from '../support/paths';
import {readDeployment} from '../../config/deployment';
import {docs, editUrl} from '../../config/content';
import {gitHistory, showLastUpdateTime} from '../../config/last-update.mjs';

type EditUrlFunction = (arg: {versionDocsDirPath: string; docPath: string}) => string | undefined;

test('no "Edit this page" link unless DOCS_EDIT_URL is set', () => {
  expect(editUrl(readDeployment({}))).toBeUndefined();
  expect(docs(readDeployment({}), 'full').editUrl).toBeUndefined();
});

test('with DOCS_EDIT_URL, guides link their source and generated message pages the AsyncAPI file', () => {
  const edit = editUrl(readDeployment({DOCS_EDIT_URL: 'https://git.example.test/acme/api-docs/edit/main/'})) as EditUrlFunction;
  expect(edit({versionDocsDirPath: 'docs', docPath: 'docs/overview.mdx'})).toBe(
    'https://git.example.test/acme/api-docs/edit/main/docs/docs/overview.mdx',
  );
  expect(edit({versionDocsDirPath: 'docs', docPath: 'docs/streaming_api/messages/set_task.mdx'})).toBe(
    'https://git.example.test/acme/api-docs/edit/main/specs/asyncapi.yaml',
  );
});

test('last-updated dates are shown only when the build sees the whole git history', () => {
  expect(showLastUpdateTime('full')).toBe(true);
  expect(showLastUpdateTime('shallow')).toBe(false);
  expect(showLastUpdateTime('none')).toBe(false);
  expect(docs(readDeployment({}), 'full').showLastUpdateTime).toBe(true);
  expect(docs(readDeployment({}), 'none').showLastUpdateTime).toBe(false);
});

test('git history is detected as full, shallow or none', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
  try {
    expect(gitHistory(scratch)).toBe('none');
    const clone = path.join(scratch, 'clone');
    execFileSync('git', ['clone', '--quiet', '--depth', '1', '--no-checkout', `file://${root}`, clone], {stdio: 'ignore'});
    expect(gitHistory(clone)).toBe('shallow');
    execFileSync('git', ['init', '--quiet', path.join(scratch, 'fresh')], {stdio: 'ignore'});
    expect(gitHistory(path.join(scratch, 'fresh'))).toBe('full');
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
});
