// How many files a build holds, against the file-count caps of common static hosts. The .br and
// .gz copies beside each file are for nginx (deploy/nginx.conf serves them precompressed); a CDN
// compresses on its own, so what a CDN upload needs is the count without them.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Caps on the number of files, as the hosts document them (November 2026):
 * Cloudflare Pages, developers.cloudflare.com/pages/platform/limits/#files (100,000 on paid plans
 * since January 2026, with PAGES_WRANGLER_MAJOR_VERSION=4 set in the project);
 * Netlify, docs.netlify.com/site-deploys/overview/ (no cap per deploy, one per directory);
 * GitLab Pages on GitLab.com, its instance limits (file entries, directories and links included).
 * GitHub Pages caps the site's size (1 GB), not its file count.
 */
export const FILE_CAPS = [
  {host: 'Cloudflare Pages, Free plan', limit: 20_000, per: 'site'},
  {host: 'Cloudflare Pages, paid plans', limit: 100_000, per: 'site'},
  {host: 'Netlify', limit: 54_000, per: 'directory'},
  {host: 'GitLab Pages (GitLab.com)', limit: 200_000, per: 'site'},
];

const PRECOMPRESSED = /\.(br|gz)$/;

/** File counts of `buildDir` (all, and without the precompressed copies) and how they stand against `FILE_CAPS`. */
export function fileCountReport(buildDir) {
  const perDirectory = new Map();
  let total = 0;
  let forCdn = 0;
  for (const entry of fs.readdirSync(buildDir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    total += 1;
    if (PRECOMPRESSED.test(entry.name)) continue;
    forCdn += 1;
    const dir = path.relative(buildDir, entry.parentPath) || '.';
    perDirectory.set(dir, (perDirectory.get(dir) ?? 0) + 1);
  }
  const [largestDir, largestCount] = [...perDirectory.entries()].reduce((a, b) => (b[1] > a[1] ? b : a), ['.', 0]);
  const lines = [`${total} files, ${forCdn} without the .br/.gz copies (largest folder: ${largestDir}/, ${largestCount})`];
  for (const cap of FILE_CAPS) {
    const count = cap.per === 'site' ? forCdn : largestCount;
    lines.push(
      `${cap.host}: ${cap.limit.toLocaleString('en-US')} per ${cap.per}, ${Math.round((count / cap.limit) * 100)} % used${count > cap.limit ? ' (over)' : ''}`,
    );
  }
  return {total, forCdn, largestDir, largestCount, lines};
}
