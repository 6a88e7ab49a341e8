#!/usr/bin/env node
// `npm run clear`: removes everything `npm run gen` and the build write, so that
// the next start or build begins from the sources alone: the build and
// Docusaurus' caches, and what config/generated-paths.mjs names.
// tests/unit/site-scripts.spec.ts checks that every file git ignores that the
// build leaves behind is on this list.
import fs from 'node:fs';
import path from 'node:path';
import {API_DOCS_DIR, API_DOCS_KEEP, GENERATED_DIR, GEN_STAGING_DIR, MESSAGE_PAGES_DIR} from '../config/generated-paths.mjs';

/** Paths relative to the site root. `*` matches within one folder; `keep` names hand-written files beside generated ones. */
export const GENERATED = [
  // Docusaurus: the site, its generated code and its bundler cache (what `docusaurus clear` removes).
  {path: 'build'},
  // The server include the build writes beside the site (config/serving.mjs).
  {path: 'build-nginx'},
  // A build in progress (scripts/run-docusaurus.mjs).
  {path: '.build-next'},
  {path: '.docusaurus'},
  {path: 'node_modules/.cache'},
  // npm run gen
  {path: GENERATED_DIR},
  {path: GEN_STAGING_DIR},
  {path: `${API_DOCS_DIR}/*`, keep: API_DOCS_KEEP},
  {path: MESSAGE_PAGES_DIR},
  // The docs MCP server's bundle (npm run mcp, mcp/build.mjs)
  {path: 'mcp/dist'},
];

const pattern = (glob) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** Whether a path (relative to the root, `/`-separated) is one of the generated paths or inside one. */
export function isGenerated(relative) {
  const parts = relative.replace(/\/$/, '').split('/');
  return GENERATED.some(({path: glob, keep = []}) => {
    const prefix = parts.slice(0, glob.split('/').length);
    return pattern(glob).test(prefix.join('/')) && !keep.includes(prefix.at(-1));
  });
}

/** The generated paths that exist now in the site at `dir`. */
export function generatedPaths(dir) {
  return GENERATED.flatMap(({path: glob, keep = []}) => {
    const folder = path.dirname(glob);
    const name = path.basename(glob);
    if (!name.includes('*')) return fs.existsSync(path.join(dir, glob)) ? [glob] : [];
    if (!fs.existsSync(path.join(dir, folder))) return [];
    return fs
      .readdirSync(path.join(dir, folder))
      .filter((entry) => pattern(name).test(entry) && !keep.includes(entry))
      .map((entry) => `${folder}/${entry}`);
  });
}

// Run as `npm run clear`, from the site root (tests import the list).
if (path.basename(process.argv[1] ?? '') === 'clear.mjs') {
  const removed = generatedPaths(process.cwd());
  for (const relative of removed) fs.rmSync(relative, {recursive: true, force: true});
  console.log(removed.length ? `Removed ${removed.length} generated paths: ${removed.join(', ')}` : 'Nothing generated to remove.');
}
