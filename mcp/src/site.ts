import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the docs come from: a built site folder (`npm run build` writes
 * `build/`) or a deployed site. Both hold the same files at the same paths:
 * the search index, a Markdown twin beside every page, the API descriptions.
 */
export interface Site {
  /** The folder or the URL, for messages. */
  readonly origin: string;
  /** The address a reader opens for a site path: the full URL of a deployed site, the path itself for a folder. */
  address(sitePath: string): string;
  /** The text of a file by its site path (`/openapi.yaml`, URL-encoded), or null when the site has no such file. */
  read(sitePath: string): Promise<string | null>;
}

export function folderSite(dir: string): Site {
  const root = path.resolve(dir);
  return {
    origin: root,
    address: (sitePath) => sitePath,
    async read(sitePath) {
      const file = path.join(root, decodeURIComponent(sitePath));
      if (file !== root && !file.startsWith(root + path.sep)) return null;
      try {
        return await fs.readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
  };
}

export function urlSite(url: string): Site {
  const base = new URL(url);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error(`--url must be an http(s) URL, not ${url}`);
  const origin = base.href.replace(/\/+$/, '');
  return {
    origin,
    address: (sitePath) => `${origin}${sitePath}`,
    async read(sitePath) {
      const response = await fetch(`${origin}${sitePath}`, {redirect: 'follow'});
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${origin}${sitePath}: HTTP ${response.status}`);
      return response.text();
    },
  };
}
