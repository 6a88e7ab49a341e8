import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..');
export const buildDir = process.env.TEST_BUILD_DIR ? path.resolve(process.env.TEST_BUILD_DIR) : path.join(root, 'build');

export function readBuildFile(relative: string): string {
  return fs.readFileSync(path.join(buildDir, relative), 'utf8');
}

/** The HTML file the static host serves for a route, or null when there is none. */
export function builtPageFor(route: string): string | null {
  const clean = decodeURI(route).replace(/\/$/, '');
  const candidates = [path.join(buildDir, clean, 'index.html'), path.join(buildDir, `${clean}.html`)];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

/** The paths of the built sitemap's URLs. */
export function sitemapRoutes(): string[] {
  return [...readBuildFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}
