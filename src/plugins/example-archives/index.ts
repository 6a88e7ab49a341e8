import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {zipSync, type Zippable} from 'fflate';
import {postBuildStep} from '../post-build';

/** The runnable projects under examples/ that get a download. */
export const EXAMPLES = ['ts', 'python', 'nuxt'] as const;
/** Where the archives are served: /examples/<name>.zip. */
export const ARCHIVE_DIR = 'examples';

// What a reader's checkout would not hold: installed dependencies, build output, secrets, test audio.
const SKIPPED_DIRS = new Set(['node_modules', '.nuxt', '.output', '.venv', '__pycache__']);
const SKIPPED_FILES = [/^\.env$/, /\.wav$/, /^\.DS_Store$/];

/** The files of one example, relative to examples/<name>, sorted. */
export function exampleFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(child);
      } else if (entry.isFile() && !SKIPPED_FILES.some((pattern) => pattern.test(entry.name))) {
        files.push(child);
      }
    }
  };
  walk('');
  return files.sort();
}

// The earliest date a ZIP entry can carry (local time, as the format stores it): the same sources give
// the same bytes on every build.
const FIXED_MTIME = new Date(1980, 0, 1);

/** The deflated archive of examples/<name>, its files in a folder named after the example. */
export function exampleArchive(examplesDir: string, name: string): Uint8Array {
  const dir = path.join(examplesDir, name);
  const files: Zippable = {};
  for (const file of exampleFiles(dir)) files[`${name}/${file}`] = [fs.readFileSync(path.join(dir, file)), {mtime: FIXED_MTIME}];
  return zipSync(files, {level: 9});
}

/**
 * Writes build/examples/<name>.zip for every example at the end of the build:
 * sources, README, lockfile and .env.example. The archives are generated, never committed.
 */
export default function exampleArchives(context: LoadContext): Plugin {
  postBuildStep('example-archives', {
    finish({outDir}) {
      const target = path.join(outDir, ARCHIVE_DIR);
      fs.mkdirSync(target, {recursive: true});
      for (const name of EXAMPLES) {
        fs.writeFileSync(path.join(target, `${name}.zip`), exampleArchive(path.join(context.siteDir, 'examples'), name));
      }
    },
  });
  return {name: 'example-archives'};
}
