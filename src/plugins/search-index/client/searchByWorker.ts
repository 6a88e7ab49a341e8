/**
 * Replaces the search plugin's `searchByWorker` module (see ../index.ts): the
 * plugin's SearchBar calls these two functions; the search page also calls
 * `searchPage`. One index covers the whole site, so the dropdown finds guides,
 * the message reference and the API reference from any page.
 */
import type {WorkerRequest} from './worker';
import type {PageResponse, SearchResult} from './engine';
import {fetchJson} from './fetchJson';
import {SEARCH_POINTER, firstLetterOf, type SearchPointer} from '../shared/format';
import type {SectionId} from '../shared/sections';

type Method = WorkerRequest['method'];
type Pending = {resolve: (value: unknown) => void; reject: (error: Error) => void};

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.ts', import.meta.url));
  worker.onmessage = ({data}: MessageEvent<{id: number; result?: unknown; error?: string}>) => {
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (data.error !== undefined) request?.reject(new Error(data.error));
    else request?.resolve(data.result);
  };
  return worker;
}

function call<T>(method: Method, args: unknown[]): Promise<T> {
  const id = (nextId += 1);
  return new Promise<T>((resolve, reject) => {
    pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
    getWorker().postMessage({id, method, args});
  });
}

let pointer: Promise<SearchPointer> | undefined;
const firstLetterAnswers = new Map<string, Promise<SearchResult[]>>();

/** The index's pointer, read here too: it names the answers to the first keystroke, which need no worker. */
function loadPointer(baseUrl: string): Promise<SearchPointer> {
  pointer ??= fetchJson<SearchPointer>(`${baseUrl}${SEARCH_POINTER}`, {cache: 'no-cache'}).catch((error: unknown) => {
    pointer = undefined;
    throw error;
  });
  return pointer;
}

/** The answer the build wrote for a box holding one letter, if it wrote one for this many suggestions; fetched once. */
async function firstLetterAnswer(baseUrl: string, letter: string, limit: number): Promise<SearchResult[] | undefined> {
  const {firstLetters} = await loadPointer(baseUrl);
  if (firstLetters.limit !== limit) return undefined;
  const file = `${baseUrl}${firstLetters.folder}${letter}.json`;
  let answer = firstLetterAnswers.get(file);
  if (!answer) {
    answer = fetchJson<SearchResult[]>(file);
    firstLetterAnswers.set(file, answer);
    answer.catch(() => firstLetterAnswers.delete(file));
  }
  return answer;
}

/**
 * Starts loading the index in the worker and returns at once: the search bar then sets up its dropdown on the
 * main thread while the worker reads the manifest, and the first search waits in the worker for the index.
 */
export async function fetchIndexesByWorker(baseUrl: string, _searchContext?: string): Promise<void> {
  // A failed load is retried by the next search, which reports the error.
  call('load', [baseUrl]).catch(() => undefined);
  loadPointer(baseUrl).catch(() => undefined);
}

/** The dropdown's queries as autocomplete.js compares them: no leading space, runs of spaces as one. */
const dropdownQuery = (input: string) => input.replace(/^\s+/, '').replace(/\s{2,}/g, ' ');

/** Per query of the dropdown, the latest request's answer while it is on its way. */
const answersOnTheirWay = new Map<string, Promise<void>>();

/**
 * Settles once the dropdown's answer to `input` has been handed to the search bar (which draws it in the same
 * task), or undefined when no answer to it is on its way.
 */
export function dropdownAnswerOnItsWay(input: string): Promise<void> | undefined {
  return answersOnTheirWay.get(dropdownQuery(input));
}

async function dropdownAnswer(baseUrl: string, input: string, limit: number): Promise<SearchResult[]> {
  const letter = firstLetterOf(input);
  // The worker may still be reading the manifest; the first keystroke's answer is a file of its own.
  const written = letter === undefined ? undefined : await firstLetterAnswer(baseUrl, letter, limit).catch(() => undefined);
  return written ?? call<SearchResult[]>('dropdown', [baseUrl, input, limit]);
}

export function searchByWorker(baseUrl: string, _searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
  const answer = dropdownAnswer(baseUrl, input, limit);
  const query = dropdownQuery(input);
  const settled = answer.then(
    () => undefined,
    () => undefined,
  );
  answersOnTheirWay.set(query, settled);
  void settled.then(() => {
    if (answersOnTheirWay.get(query) === settled) answersOnTheirWay.delete(query);
  });
  return answer;
}

export function searchPage(baseUrl: string, input: string, limit: number, section?: SectionId): Promise<PageResponse> {
  return call<PageResponse>('page', [baseUrl, input, limit, section]);
}
