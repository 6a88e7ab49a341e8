#!/usr/bin/env node
// Bundles the server into dist/cli.js: its own sources and the site modules it
// shares (the search engine, the settings validator, the spec toolkit) in one
// file; the packages in package.json stay imports. The file is written under a
// temporary name and renamed, so a server starting meanwhile never reads half of it.
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(here, 'dist', 'cli.js');

const result = await build({
  entryPoints: [path.join(here, 'src', 'cli.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  outfile,
  write: false,
  logLevel: 'warning',
});
await fs.mkdir(path.dirname(outfile), {recursive: true});
const temporary = `${outfile}.${process.pid}.tmp`;
await fs.writeFile(temporary, result.outputFiles[0].contents, {mode: 0o755});
await fs.rename(temporary, outfile);
