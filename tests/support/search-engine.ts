import {SearchEngine} from '../../src/plugins/search-index/client/engine';
import type {SearchIndexFile, SearchManifest} from '../../src/plugins/search-index/shared/format';
import {readBuildFile} from './paths';

/** The search engine the worker runs, on the built index, in Node. */
export function builtSearchEngine(): SearchEngine {
  const manifest = JSON.parse(readBuildFile('search-index.json')) as SearchManifest;
  return new SearchEngine(JSON.parse(readBuildFile(manifest.index)) as SearchIndexFile);
}

/** The URLs the dropdown lists for `query`, in order. */
export function engineRanking(engine: SearchEngine, query: string, limit: number): string[] {
  return engine.plain(query, limit).map((result) => `${result.document.u}${result.document.h ?? ''}`);
}
