import {SearchEngine} from '../../src/plugins/search-index/client/engine';
import {SEARCH_POINTER, type SearchManifest, type SearchPointer} from '../../src/plugins/search-index/shared/format';
import {readBuildFile} from './paths';

/** The search engine the worker runs, on the built manifest, in Node; `loaded` lists the parts it read, in order. */
export function builtSearchEngine() {
  const pointer = JSON.parse(readBuildFile(SEARCH_POINTER)) as SearchPointer;
  const engine = new SearchEngine(JSON.parse(readBuildFile(pointer.manifest)) as SearchManifest);
  const loaded: string[] = [];
  const load = async (file: string) => {
    loaded.push(file);
    return JSON.parse(readBuildFile(file)) as unknown;
  };
  return {engine, loaded, load, manifest: pointer.manifest};
}

/** The URLs the dropdown lists for `query`, in order. */
export async function engineRanking({engine, load}: ReturnType<typeof builtSearchEngine>, query: string, limit: number): Promise<string[]> {
  const results = await engine.complete((search) => search.plain(query, limit), load);
  return results.map((result) => `${result.document.u}${result.document.h ?? ''}`);
}
