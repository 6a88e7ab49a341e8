// @ts-check
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/** Files served compressed. Images other than SVG, fonts and archives are compressed already. */
export const TEXT_EXTENSIONS = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.yaml',
  '.yml',
  '.txt',
  '.md',
  '.csv',
  '.webmanifest',
];

/**
 * Brotli's and gzip's levels: the smallest files for a deploy; `DOCS_COMPRESSION=fast` (the test suite's build,
 * scripts/test.sh) writes the same files a few times faster and a little larger.
 */
const LEVELS = process.env.DOCS_COMPRESSION === 'fast' ? {brotli: 5, gzip: 6} : {brotli: 11, gzip: zlib.constants.Z_BEST_COMPRESSION};

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `file.gz` and `file.br` beside every text file under `dir`, so servers send them as they are
 * (nginx `gzip_static`/`brotli_static`, `npm run serve`) instead of compressing on every request.
 * Runs once the build has finished, every plugin's files included (scripts/run-docusaurus.mjs).
 * @param {string} dir
 * @returns {Promise<number>} how many files were compressed
 */
export async function precompressDir(dir) {
  const files = (await fs.readdir(dir, {recursive: true})).filter((file) => TEXT_EXTENSIONS.includes(path.extname(file)));
  let written = 0;
  // zlib runs on libuv's thread pool; a few files at a time keep every core busy.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const source = path.join(dir, file);
      const content = await fs.readFile(source);
      const [gz, br] = await Promise.all([
        gzip(content, {level: LEVELS.gzip}),
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS.brotli,
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
