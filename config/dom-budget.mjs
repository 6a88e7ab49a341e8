// @ts-check
// How many elements a built page may have. A page's style and layout work grows
// with its element count; Lighthouse flags pages above 1,400 elements and slows
// markedly in the thousands. Every page stays within the budget or is listed
// with its reason. Held by tests/build/dom-budget.spec.ts; `npm run bench`
// loads the listed pages in Lighthouse to show they do not need the budget.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

export const DOM_BUDGET = 3_000;

const BROADCAST_SCHEMA =
  'the broadcast schema and its nested translation settings as field rows, each with its anchor; most are in closed folds, which cost no style or layout until opened';

/** @type {Record<string, {limit: number, reason: string}>} */
export const DOM_EXCEPTIONS = {
  '/api/create-a-new-broadcast': {limit: 4_300, reason: BROADCAST_SCHEMA},
  '/api/verify-command': {limit: 3_950, reason: BROADCAST_SCHEMA},
  '/api/update-broadcast-translation-settings': {limit: 3_850, reason: BROADCAST_SCHEMA},
  '/api/pause-a-broadcast': {limit: 3_650, reason: BROADCAST_SCHEMA},
  '/api/get-broadcast-by-id': {limit: 3_650, reason: BROADCAST_SCHEMA},
  '/api/get-current-user-broadcasts': {limit: 3_650, reason: BROADCAST_SCHEMA},
  '/api/terminate-a-broadcast': {limit: 3_400, reason: BROADCAST_SCHEMA},
};

/** @param {string} route */
export const domLimitOf = (route) => DOM_EXCEPTIONS[route]?.limit ?? DOM_BUDGET;

/**
 * Every HTML page of a build with its route and its element count as the server sends it.
 * @param {string} buildDir
 * @returns {{route: string, elements: number}[]}
 */
export function builtPageElements(buildDir) {
  /** @param {string} dir @returns {string[]} */
  const pages = (dir) =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return pages(file);
      return entry.name.endsWith('.html') ? [file] : [];
    });
  return pages(buildDir).map((file) => ({
    route: `/${path.relative(buildDir, file)}`.replace(/(\/index)?\.html$/, '') || '/',
    elements: cheerio.load(fs.readFileSync(file, 'utf8'))('*').length,
  }));
}
