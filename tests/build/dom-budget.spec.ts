import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import * as cheerio from 'cheerio';
import {buildDir} from '../support/paths';

// A page's style and layout work grows with its element count; Lighthouse flags
// pages above 1,400 elements and slows markedly in the thousands. Every built
// page stays within the budget; a page above it is listed here with its reason.
const DOM_BUDGET = 3_000;
const EXAMPLE_PROGRAM = 'the full source of a runnable example, every line numbered for reference (a line needs an element of its own)';
const BROADCAST_SCHEMA =
  'the broadcast schema and its nested translation settings as field rows, each with its anchor; most are in closed folds, which cost no style or layout until opened';
const EXCEPTIONS: Record<string, {limit: number; reason: string}> = {
  '/docs/examples/ts': {limit: 8_400, reason: EXAMPLE_PROGRAM},
  '/docs/examples/nuxt': {limit: 5_700, reason: EXAMPLE_PROGRAM},
  '/docs/examples/python': {limit: 5_600, reason: EXAMPLE_PROGRAM},
  '/api/create-a-new-broadcast': {limit: 4_300, reason: BROADCAST_SCHEMA},
  '/api/verify-command': {limit: 3_950, reason: BROADCAST_SCHEMA},
  '/api/update-broadcast-translation-settings': {limit: 3_850, reason: BROADCAST_SCHEMA},
  '/api/pause-a-broadcast': {limit: 3_650, reason: BROADCAST_SCHEMA},
  '/api/get-broadcast-by-id': {limit: 3_650, reason: BROADCAST_SCHEMA},
  '/api/get-current-user-broadcasts': {limit: 3_650, reason: BROADCAST_SCHEMA},
  '/api/terminate-a-broadcast': {limit: 3_400, reason: BROADCAST_SCHEMA},
};

function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

test(`every built page has at most ${DOM_BUDGET} elements, or a listed reason`, () => {
  const over: Record<string, number> = {};
  for (const file of builtPages(buildDir)) {
    const page = `/${path.relative(buildDir, file)}`.replace(/(\/index)?\.html$/, '') || '/';
    const elements = cheerio.load(fs.readFileSync(file, 'utf8'))('*').length;
    if (elements > (EXCEPTIONS[page]?.limit ?? DOM_BUDGET)) over[page] = elements;
  }
  expect(over).toEqual({});
});
