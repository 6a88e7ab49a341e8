import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import * as cheerio from 'cheerio';
import {buildDir} from '../support/paths';

// A page's style and layout work grows with its element count; Lighthouse flags
// pages above 1,400 elements and slows markedly in the thousands. Every built
// page stays within the budget; a page above it is listed here with its reason.
const DOM_BUDGET = 3_000;
const EXCEPTIONS: Record<string, {limit: number; reason: string}> = {};

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
