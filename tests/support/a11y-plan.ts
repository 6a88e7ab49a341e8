import fs from 'node:fs';
import {builtPageFor, sitemapRoutes} from './paths';

/** Pages made from one template each: the route pattern names the group. */
/** The axe rules that judge colours: the crawl's colour pass runs them alone, its structure pass all but them. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const GENERATED_GROUPS: RegExp[] = [
  /^\/api\//,
  /^\/docs\/streaming_api\/messages\//,
  /^\/(blog|changelog)\/(tags|authors|archive|page)(\/|$)/,
];
/** What loading and checking a page costs beyond its size, in characters of HTML. */
const PAGE_COST = 30_000;

/** Elements that hold most of a page's text: a page picked for one of them gets its whole content checked. */
const COMMON_ELEMENTS = new Set(['div', 'span', 'p', 'a', 'li', 'td', 'code']);

export interface ColourCheck {
  route: string;
  /** What the page was picked for: selectors of the elements to check, or null for its whole content. */
  selectors: string[] | null;
}

export interface A11yPlan {
  sitemap: string[];
  /** Pages whose structure axe checks when the whole sitemap is crawled (`npm run bench -- --only a11y`). */
  structure: string[];
  /** Pages whose colours axe checks in light and dark mode: together they hold every element and class name. */
  colours: ColourCheck[];
  /** Element or class names found on a sitemap page and on no page of `colours` (always empty). */
  uncovered: string[];
  /**
   * The pages of one crawl in `count` slices of about equal work, the largest pages spread first:
   * `covering` (`npm test`) visits the pages of `colours` and `always`, checking their structure too;
   * `sitemap` visits every page.
   */
  slices(count: number, scope: 'covering' | 'sitemap', always: string[]): string[][];
}

/** The page's content: its `<main>`, or its body when it has none. */
function contentOf(route: string): string {
  const file = builtPageFor(route);
  if (!file) throw new Error(`${route} is in the sitemap but has no HTML file in build/`);
  const html = fs.readFileSync(file, 'utf8');
  const start = html.indexOf('<main');
  return start === -1 ? html.slice(html.indexOf('<body')) : html.slice(start, html.lastIndexOf('</main>'));
}

/**
 * Element names and class names of the content: what decides its colours.
 * Code tokens are left out: tests/unit/code-colours.spec.ts checks every token colour.
 */
function featuresOf(content: string): Set<string> {
  const features = new Set<string>();
  for (const [, tag] of content.matchAll(/<([a-z][a-z0-9-]*)/g)) features.add(`<${tag}>`);
  for (const [, quoted, single, bare] of content.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    const names = (quoted ?? single ?? bare).split(/\s+/).filter(Boolean);
    if (names.includes('token')) continue;
    for (const name of names) if (!name.startsWith('language-')) features.add(`.${name}`);
  }
  return features;
}

/** A CSS selector for an element name (`<kbd>`) or a class name (`.col--7`). */
function selectorOf(feature: string): string {
  if (feature.startsWith('<')) return feature.slice(1, -1);
  return `.${feature.slice(1).replace(/[^\w-]/g, (character) => `\\${character}`)}`;
}

function samplesOf(group: string[], size: (route: string) => number): string[] {
  const bySize = [...group].sort((a, b) => size(a) - size(b));
  return [...new Set([group[0], bySize[0], bySize[bySize.length - 1]])];
}

/** Which sitemap pages the accessibility crawl checks, and how. */
export function a11yPlan(): A11yPlan {
  const sitemap = sitemapRoutes();
  const content = new Map(sitemap.map((route) => [route, contentOf(route)]));
  const size = (route: string) => content.get(route)!.length;

  const groups = GENERATED_GROUPS.map((pattern) => sitemap.filter((route) => pattern.test(route)));
  const generated = new Set(groups.flat());
  const structure = [
    ...sitemap.filter((route) => !generated.has(route)),
    ...groups.flatMap((group) => (group.length ? samplesOf(group, size) : [])),
  ];

  // Greedy set cover: the page that adds the most unseen names per unit of cost, until none is left.
  const features = new Map(sitemap.map((route) => [route, featuresOf(content.get(route)!)]));
  const unseen = new Set([...features.values()].flatMap((set) => [...set]));
  const colours: ColourCheck[] = [];
  while (unseen.size) {
    let best: {route: string; value: number} | undefined;
    for (const route of sitemap) {
      if (colours.some((check) => check.route === route)) continue;
      let added = 0;
      for (const feature of features.get(route)!) if (unseen.has(feature)) added += 1;
      const value = added / (size(route) + PAGE_COST);
      if (added && (!best || value > best.value)) best = {route, value};
    }
    if (!best) break;
    const added = [...features.get(best.route)!].filter((feature) => unseen.has(feature));
    for (const feature of added) unseen.delete(feature);
    colours.push({
      route: best.route,
      selectors: added.some((feature) => COMMON_ELEMENTS.has(feature.slice(1, -1))) ? null : added.map(selectorOf),
    });
  }
  const checked = new Set(structure);
  const coloured = (route: string) => colours.some((check) => check.route === route);
  const work = (route: string, structureChecked: boolean) =>
    PAGE_COST + (structureChecked ? size(route) : 0) + (coloured(route) ? 2 * size(route) : 0);
  const slices = (count: number, scope: 'covering' | 'sitemap', always: string[]) => {
    const parts = Array.from({length: count}, () => ({routes: [] as string[], work: 0}));
    const routes =
      scope === 'sitemap' ? sitemap : sitemap.filter((route) => coloured(route) || always.includes(route.replace(/(.)\/$/, '$1')));
    const cost = (route: string) => work(route, scope === 'covering' || checked.has(route));
    for (const route of [...routes].sort((a, b) => cost(b) - cost(a))) {
      const lightest = parts.reduce((min, part) => (part.work < min.work ? part : min));
      lightest.routes.push(route);
      lightest.work += cost(route);
    }
    return parts.map((part) => part.routes);
  };
  return {sitemap, structure: [...checked], colours, uncovered: [...unseen], slices};
}
