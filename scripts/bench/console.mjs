// @ts-check
// The console of the API reference in numbers: an operation page's first-load
// JS (the console must add nothing that loads before it is opened), what
// opening it and sending once loads (console, contract engine and validators
// in the worker), and the time from Send to the answer. `npm run bench -- --only console`.
import fs from 'node:fs';
import path from 'node:path';
import {gzipOf, scriptsOf} from './playground.mjs';

const ROUTE = '/api/create-a-new-glossary';
const SENDS = 20;

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * @param {{browser: import('playwright-core').Browser, origin: string, root: string, log: (message: string) => void}} options
 * @returns {Promise<{area: string, measure: string, value: string, target: string}[]>}
 */
export async function consoleBench({browser, origin, root, log}) {
  /** @type {{area: string, measure: string, value: string, target: string}[]} */
  const rows = [];
  /** @param {string} measure @param {string} value @param {string} [target] */
  const add = (measure, value, target = '') => rows.push({area: 'Console', measure, value, target});
  log('console: operation page before and after the first Send');
  const measured = await scriptsOf(browser, `${origin}${ROUTE}`, async (page) => {
    await page.getByRole('button', {name: 'Try it in the browser'}).click();
    const send = page.getByRole('button', {name: 'Send', exact: true});
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < SENDS; i += 1) {
      const started = Date.now();
      await send.click();
      await page.locator(`[data-answer="${i + 1}"]`).waitFor();
      times.push(Date.now() - started);
    }
    return times;
  });
  const own = [...measured.before].filter((file) => !measured.prefetched.has(file));
  const withPrefetches = new Set([...measured.before, ...measured.prefetched]);
  add(
    'Operation page first-load JS, with prefetches of other routes (gzip)',
    kb(gzipOf(root, withPrefetches)),
    '≤ 200 KB; 230.8 KB before the console (bench of 2026-11-25)',
  );
  add("Operation page first-load JS, the page's own scripts (gzip)", kb(gzipOf(root, own)));
  add(
    'Scripts of the console or its engine loaded before it is opened',
    String(
      [...withPrefetches].filter((file) =>
        /Answers come from a simulation|takes no request body, but one was sent/.test(
          fs.readFileSync(path.join(root, 'build', file), 'utf8'),
        ),
      ).length,
    ),
    '0',
  );
  add('JS loaded by opening the console and sending: console, engine, validators (gzip)', kb(gzipOf(root, measured.after)));
  const sorted = [...measured.trips].sort((a, b) => a - b);
  if (sorted.length)
    add(`Send to the answer shown, p50 / max (${sorted.length} sends)`, `${sorted[Math.floor(sorted.length / 2)]} / ${sorted.at(-1)} ms`);
  return rows;
}
