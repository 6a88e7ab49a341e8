// The search relevance suite (tests/search/queries.json), shared by
// `npm run bench` and the relevance floor test: read the ranking the navbar
// dropdown shows, or Pagefind's, and score it (hit@1, hit@3, MRR@8).
import fs from 'node:fs';
import path from 'node:path';

export const RANK_DEPTH = 8;

export function loadQueries(root) {
  return JSON.parse(fs.readFileSync(path.join(root, 'tests/search/queries.json'), 'utf8')).queries;
}

/** "/docs/voices/#built-in-voices" → {route: "/docs/voices", hash: "#built-in-voices"}. */
function split(url) {
  const parsed = new URL(url, 'http://site.invalid');
  const route = decodeURIComponent(parsed.pathname)
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');
  return {route, hash: decodeURIComponent(parsed.hash)};
}

/** An answer without '#' accepts any result on its page; with '#', only that anchor. */
export function answers(url, answer) {
  const result = split(url);
  const expected = split(answer);
  return result.route === expected.route && (!expected.hash || result.hash === expected.hash);
}

/** 1-based rank of the first answering result within the first RANK_DEPTH, or 0. */
export function rankOf(urls, query) {
  const index = urls.slice(0, RANK_DEPTH).findIndex((url) => query.answers.some((answer) => answers(url, answer)));
  return index + 1;
}

export function score(queries, rankings) {
  const ranks = queries.map((query, i) => rankOf(rankings[i], query));
  const share = (test) => ranks.filter(test).length / ranks.length;
  return {
    hit1: share((rank) => rank === 1),
    hit3: share((rank) => rank >= 1 && rank <= 3),
    mrr: ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length,
    misses: queries.flatMap((query, i) =>
      ranks[i] === 0 || ranks[i] > 3 ? [{q: query.q, rank: ranks[i], got: rankings[i].slice(0, 3)}] : [],
    ),
    homeMisses: queries.filter((query, i) => query.home && ranks[i] !== 1).map((query) => query.q),
  };
}

/** Queries phrased as a reader's question or symptom, scored apart from keywords. */
export const QUESTION_KINDS = ['question', 'symptom'];
export const isQuestion = (query) => QUESTION_KINDS.includes(query.kind);

/** Scores of all queries, of the questions (all, tuned on, held out) and of the other queries (keywords, identifiers, typos). */
export function scoreGroups(queries, rankings) {
  const pick = (test) => {
    const indexes = queries.flatMap((query, i) => (test(query) ? [i] : []));
    return {
      count: indexes.length,
      ...score(
        indexes.map((i) => queries[i]),
        indexes.map((i) => rankings[i]),
      ),
    };
  };
  const heldOut = (query) => query.set === 'held-out';
  return {
    all: pick(() => true),
    questions: pick(isQuestion),
    keywords: pick((query) => !isQuestion(query)),
    // Questions the engine was tuned on, and those it never saw.
    tunedQuestions: pick((query) => isQuestion(query) && !heldOut(query)),
    heldOutQuestions: pick((query) => isQuestion(query) && heldOut(query)),
  };
}

/**
 * Records every answer of the search worker (test instrumentation, added
 * before the page's scripts): the dropdown renders exactly that list, in order.
 * `__searches` holds the latest answer for each text, `__answers` every answer in the order it came.
 */
export function recordSearchWorker() {
  const Native = window.Worker;
  window.__searches = {};
  window.__answers = [];
  window.Worker = class extends Native {
    /** @param {ConstructorParameters<typeof Worker>} args */
    constructor(...args) {
      super(...args);
      const inputs = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (message) => {
        if (message?.method === 'dropdown') inputs.set(message.id, message.args[1]);
        post(message);
      };
      this.addEventListener('message', ({data}) => {
        if (!inputs.has(data?.id)) return;
        const urls = (data.result ?? []).map((result) => `${result.document.u}${result.document.h ?? ''}`);
        window.__searches[inputs.get(data.id)] = urls;
        window.__answers.push({input: inputs.get(data.id), urls});
        inputs.delete(data.id);
      });
    }
  };
}

/** Types `query` into the navbar search box and returns the URLs of the suggestions, in order. */
export async function dropdownRanking(page, query) {
  const box = page.locator('.navbar input[aria-label="Search"]');
  await box.fill(query);
  const handle = await page.waitForFunction((q) => window.__searches?.[q], query, {polling: 'raf', timeout: 15000});
  const urls = await handle.jsonValue();
  const listbox = page.locator('.navbar [role="listbox"]');
  if (urls.length)
    await listbox
      .locator('[role="option"]')
      .nth(urls.length - 1)
      .waitFor();
  const shown = await listbox.locator('[role="option"]').count();
  if (shown !== urls.length) throw new Error(`dropdown shows ${shown} suggestions for "${query}", the worker answered ${urls.length}`);
  return urls;
}

/**
 * Pagefind's ranking as its default UI lays it out: each page, then up to
 * three of its sub-results (sections), cut at RANK_DEPTH links.
 */
export async function pagefindRanking(page, query) {
  return page.evaluate(
    async ({q, depth}) => {
      // @ts-expect-error The peer site serves Pagefind's client; it is no module of this repository.
      window.__pagefind ??= await import('/pagefind/pagefind.js');
      const {results} = await window.__pagefind.search(q);
      const urls = [];
      for (const result of results.slice(0, depth)) {
        const data = await result.data();
        const subs = (data.sub_results ?? []).slice(0, 3).map((sub) => sub.url);
        urls.push(...(subs.length ? subs : [data.url]));
        if (urls.length >= depth) break;
      }
      return urls.slice(0, depth);
    },
    {q: query, depth: RANK_DEPTH},
  );
}
