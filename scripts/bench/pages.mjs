// @ts-check
// The pages the comparison with stock measures: one of every page type the
// site has (docs/site-spec's routes and the pages the site adds), each the
// heaviest of its type where the type has several, and the four longest guides
// besides, found in the build so that a page that grows is measured without
// anyone choosing it.
import {builtPageElements} from '../../config/dom-budget.mjs';

/** @typedef {{site: 'ours' | 'stock', type: string, route: string}} BenchPage */

/** @type {BenchPage[]} */
export const PAGE_TYPES = [
  {site: 'ours', type: 'Home', route: '/'},
  {site: 'ours', type: 'Guide', route: '/docs/quick-start'},
  {site: 'ours', type: 'Message page', route: '/docs/streaming_api/messages/set_task'},
  {site: 'ours', type: 'API operation', route: '/api/create-a-new-broadcast'},
  {site: 'ours', type: 'API operation with the console', route: '/api/create-a-new-glossary'},
  {site: 'ours', type: 'API index', route: '/api'},
  {site: 'ours', type: 'Table: languages', route: '/docs/languages'},
  {site: 'ours', type: 'Table: error codes', route: '/docs/error_codes'},
  {site: 'ours', type: 'Search', route: '/search?q=session'},
  {site: 'ours', type: 'Examples', route: '/docs/examples'},
  {site: 'ours', type: 'Example program', route: '/docs/examples/ts'},
  {site: 'ours', type: 'Changelog', route: '/changelog'},
  {site: 'ours', type: 'Playground', route: '/docs/playground'},
  {site: 'ours', type: 'Blog', route: '/blog'},
];

/** @type {BenchPage[]} */
export const STOCK_PAGES = [
  {site: 'stock', type: 'Home', route: '/'},
  {site: 'stock', type: 'Doc page', route: '/docs/intro'},
];

/** Pages under /docs/ that are not guides: generated message pages, example programs, the playground. */
const NOT_A_GUIDE = /^\/docs\/(streaming_api\/messages\/|examples(\/|$)|playground$)/;
const LONG_GUIDES = 4;

/**
 * The guides with the most elements in the built HTML, leaving out those already measured as their type.
 * @param {string} buildDir
 * @returns {BenchPage[]}
 */
export function longestGuides(buildDir) {
  const measured = new Set(PAGE_TYPES.map((page) => page.route));
  return builtPageElements(buildDir)
    .filter(({route}) => route.startsWith('/docs/') && !NOT_A_GUIDE.test(route) && !measured.has(route))
    .sort((a, b) => b.elements - a.elements)
    .slice(0, LONG_GUIDES)
    .map(({route, elements}) => ({site: 'ours', type: `Long guide (${elements.toLocaleString('en')} elements built)`, route}));
}
