import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import type {Plugin} from '@docusaurus/types';

/** Files served compressed. Images other than SVG, fonts and archives are compressed already. */
export const TEXT_EXTENSIONS = ['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.yaml', '.yml', '.txt', '.md', '.csv', '.webmanifest'];

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `file.gz` and `file.br` beside every text file under `dir`, or only
 * beside those modified at or after `since` (ms since the epoch).
 */
export async function precompressDir(dir: string, since = 0): Promise<number> {
  const files = (await fs.readdir(dir, {recursive: true})).filter((file) => TEXT_EXTENSIONS.includes(path.extname(file)));
  let written = 0;
  // zlib runs on libuv's thread pool; a few files at a time keep every core busy.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const source = path.join(dir, file);
      if ((await fs.stat(source)).mtimeMs < since) continue;
      const content = await fs.readFile(source);
      const [gz, br] = await Promise.all([
        gzip(content, {level: zlib.constants.Z_BEST_COMPRESSION}),
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ]);
      await Promise.all([fs.writeFile(`${source}.gz`, gz), fs.writeFile(`${source}.br`, br)]);
      written += 1;
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return written;
}

/**
 * Precompresses the build so servers send `.br`/`.gz` files as they are
 * (nginx `gzip_static`/`brotli_static`, `npm run serve`) instead of
 * compressing on every request.
 *
 * Docusaurus runs every plugin's postBuild at the same time, and the sitemap,
 * the blog feeds and the search index are written by other plugins during that
 * phase. So the pages and bundles are compressed in postBuild, and a last pass
 * runs once the build has nothing left to do (`beforeExit`) for the files the
 * other plugins wrote meanwhile.
 */
export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    async postBuild({outDir}) {
      // Files written from here on may have been read half-written: the last pass redoes them.
      const started = Date.now() - 1000;
      await precompressDir(outDir);
      process.once('beforeExit', () => {
        precompressDir(outDir, started).catch((error: Error) => {
          console.error(`[precompress] ${error.message}`);
          process.exitCode = 1;
        });
      });
    },
  };
}
