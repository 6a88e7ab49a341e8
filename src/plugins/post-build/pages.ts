import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {isComment, isDirective, isDocument, isTag, isText, type AnyNode, type Document, type Element} from 'domhandler';
import {h, s} from 'hastscript';
import type {Root, RootContent} from 'hast';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** One built HTML page as the post-build steps see it. */
export interface BuiltPage {
  /** The absolute path of the file. */
  file: string;
  /** The route it is served at, when the build made it for a route (404.html has none). */
  route?: string;
  /** Every route built to this file (a route with and without its trailing slash). */
  routes: string[];
  html: string;
  /** The page parsed (at most once, on first use). Shared by every step: change a `copy()`, never this. */
  tree(): Document;
  /** A copy of the tree to change, loaded in cheerio. */
  copy(): cheerio.CheerioAPI;
  /** The tree as hast (unified's HTML syntax tree), built from the one parse; the caller's to change. */
  hast(): Root;
}

/** The file a route is built to: `route/index.html`, or `route.html` with trailing slashes off. */
async function fileOf(outDir: string, route: string): Promise<string | undefined> {
  const clean = decodeURI(route).replace(/^\/+|\/+$/g, '');
  for (const file of [path.join(outDir, clean, 'index.html'), path.join(outDir, `${clean}.html`)]) {
    if (
      await fs
        .stat(file)
        .then((stat) => stat.isFile())
        .catch(() => false)
    )
      return file;
  }
  return undefined;
}

/** The children of a node as hast; a template's content (a fragment among its children) stands in its place. */
function childrenOf(node: Document | Element): RootContent[] {
  return node.children.flatMap((child) => (isDocument(child) ? childrenOf(child) : ((toHast(child) as RootContent | undefined) ?? [])));
}

function toHast(node: AnyNode): RootContent | Root | undefined {
  if (isDocument(node)) return {type: 'root', children: childrenOf(node)};
  if (isText(node)) return {type: 'text', value: node.data};
  if (isComment(node)) return {type: 'comment', value: node.data};
  if (isDirective(node)) return node.name === '!doctype' ? {type: 'doctype'} : undefined;
  if (!isTag(node)) return undefined;
  // As hast-util-from-parse5 builds elements (rehype-parse): attributes by their prefixed names, svg in its own space.
  const prefixes = (node['x-attribsPrefix'] ?? {}) as Record<string, string | undefined>;
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(node.attribs)) {
    const key = prefixes[name] ? `${prefixes[name]}:${name}` : name;
    if (!(key in Object.prototype)) properties[key] = value;
  }
  return (node.namespace === SVG_NAMESPACE ? s : h)(node.name, properties, childrenOf(node) as never);
}

/**
 * Every HTML page of the build, each read and parsed once: first the routes in sorted order (the order the search
 * plugin lists them in), then the other HTML files.
 */
export async function* builtPages(outDir: string, routesPaths: string[]): AsyncGenerator<BuiltPage> {
  const routesOf = new Map<string, string[]>();
  for (const route of [...new Set(routesPaths)].sort()) {
    const file = await fileOf(outDir, route);
    if (file) routesOf.set(file, [...(routesOf.get(file) ?? []), route]);
  }
  const others = (await fs.readdir(outDir, {recursive: true}))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(outDir, file))
    .filter((file) => !routesOf.has(file))
    .sort();
  for (const file of [...routesOf.keys(), ...others]) {
    const html = await fs.readFile(file, 'utf8');
    let tree: Document | undefined;
    const parsed = () => (tree ??= cheerio.load(html).root()[0] as Document);
    yield {
      file,
      route: routesOf.get(file)?.[0],
      routes: routesOf.get(file) ?? [],
      html,
      tree: parsed,
      copy: () => cheerio.load(parsed().cloneNode(true)),
      hast: () => toHast(parsed()) as Root,
    };
  }
}
