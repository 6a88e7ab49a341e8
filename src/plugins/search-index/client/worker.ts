import {SearchEngine} from './engine';
import {fetchJson} from './fetchJson';
import {SEARCH_POINTER, type SearchManifest, type SearchPointer} from '../shared/format';
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
/** The bundle's public path: the site's base URL, where searchByWorker.ts's requests say it is. */
declare const __webpack_public_path__: string;
let engine: Promise<SearchEngine> | undefined;
/** Parts of the index by path, each fetched once even when two searches need it at the same time. */
const parts = new Map<string, Promise<unknown>>();

/** The pointer is revalidated on every load; the manifest and the parts it names are immutable. */
function load(baseUrl: string): Promise<SearchEngine> {
  engine ??= (async () => {
    const pointer = await fetchJson<SearchPointer>(`${baseUrl}${SEARCH_POINTER}`, {cache: 'no-cache'});
    const search = new SearchEngine(await fetchJson<SearchManifest>(`${baseUrl}${pointer.manifest}`));
    // Compiles the query path while the reader has not typed yet: the first query the worker answers (the page
    // answers a lone first letter itself, searchByWorker.ts) then runs warm.
    // What these searches would load is not fetched: only a reader's query loads parts of the index.
    for (const warmUp of ['v', 'vo', 'voice', 'set_task']) search.plain(warmUp, 8);
    search.takeMissing();
    return search;
  })().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

function part(baseUrl: string, file: string): Promise<unknown> {
  let loading = parts.get(file);
  if (!loading) {
    loading = fetchJson<unknown>(`${baseUrl}${file}`);
    parts.set(file, loading);
    loading.catch(() => parts.delete(file));
  }
  return loading;
}

/** What the box held at the newest dropdown request: the dropdown shows only the answer to that text. */
let newestInput: string | undefined;
const SUPERSEDED = Symbol('superseded');

scope.onmessage = async ({data}) => {
  try {
    if (data.method === 'dropdown') newestInput = data.args[1];
    const search = await load(data.args[0]);
    const fetchPart = (file: string) => part(data.args[0], file);
    let result: unknown = null;
    if (data.method === 'dropdown') {
      // A query the reader has typed past loads no more of the index; its answer, which the dropdown would drop, is empty.
      // A repeat of the newest text is still current: the dropdown may ask twice for the same text and render either answer.
      const current = (file: string) => (data.args[1] === newestInput ? fetchPart(file) : Promise.reject(SUPERSEDED));
      result = await search
        .complete((engine) => engine.plain(data.args[1], data.args[2]), current)
        .catch((error: unknown) => {
          if (error === SUPERSEDED) return [];
          throw error;
        });
    }
    if (data.method === 'page')
      result = await search.complete((engine) => engine.page(data.args[1], data.args[2], data.args[3]), fetchPart);
    scope.postMessage({id: data.id, result});
  } catch (error) {
    scope.postMessage({id: data.id, error: error instanceof Error ? error.message : String(error)});
  }
};

// The index is what the worker is for: it starts loading as soon as the worker runs. Waiting for the page's first
// message would wait for the main thread, which hands messages to a starting worker and is busy at that moment.
load(__webpack_public_path__).catch(() => undefined);
