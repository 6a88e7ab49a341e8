import {SearchEngine} from './engine';
import type {SearchManifest, SearchIndexFile} from '../shared/format';
import type {SectionId} from '../shared/sections';

/** Requests from searchByWorker.ts; the first argument is always the site's base URL. */
export type WorkerRequest =
  | {id: number; method: 'load'; args: [baseUrl: string]}
  | {id: number; method: 'dropdown'; args: [baseUrl: string, input: string, limit: number]}
  | {id: number; method: 'page'; args: [baseUrl: string, input: string, limit: number, section?: SectionId]};

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
}
const scope = self as unknown as WorkerScope;
let engine: Promise<SearchEngine> | undefined;

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The manifest is revalidated on every load; the index file it names is immutable. */
function load(baseUrl: string): Promise<SearchEngine> {
  engine ??= (async () => {
    const manifest = await fetchJson<SearchManifest>(`${baseUrl}search-index.json`, {cache: 'no-cache'});
    const search = new SearchEngine(await fetchJson<SearchIndexFile>(`${baseUrl}${manifest.index}`));
    // Compiles the query path while the reader has not typed yet: the first real keystroke then runs warm.
    for (const warmUp of ['v', 'vo', 'voice', 'set_task']) search.plain(warmUp, 8);
    return search;
  })().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

scope.onmessage = async ({data}) => {
  try {
    const search = await load(data.args[0]);
    let result: unknown = null;
    if (data.method === 'dropdown') result = search.plain(data.args[1], data.args[2]);
    if (data.method === 'page') result = search.page(data.args[1], data.args[2], data.args[3]);
    scope.postMessage({id: data.id, result});
  } catch (error) {
    scope.postMessage({id: data.id, error: error instanceof Error ? error.message : String(error)});
  }
};
