import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {SearchIndexBuilder, type ExtraPage, type SiteArea} from './buildIndex';
import {postBuildStep} from '../post-build';
import {MODULE_SWAPS} from '../../internals/module-swaps';
import {searchOptions} from '../../internals/search-local-server';

type Options = Partial<PluginOptions>;
// The package's types describe only its options, not its plugin function.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {default: searchLocal, validateOptions} = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: Options) => Plugin;
  validateOptions: PluginModule['validateOptions'];
};

/** Modules of the search plugin's client that this plugin replaces at bundle time, by the name they are imported by. */
const REPLACED_MODULES: [RegExp, string][] = [
  // The worker: one index for the whole site, ranking, query syntax, suggestions.
  [MODULE_SWAPS.searchRequests.searchByWorker, 'client/searchByWorker.ts'],
  // The dropdown's path line is inserted as HTML; this version escapes it.
  [MODULE_SWAPS.searchRequests.concatDocumentPath, 'client/concatDocumentPath.ts'],
  // "No results" in the dropdown links to the search page's suggestions.
  [MODULE_SWAPS.searchRequests.EmptyTemplate, 'client/EmptyTemplate.ts'],
  // Table rows in the dropdown keep their first cell (a field name, a code) whole.
  [MODULE_SWAPS.searchRequests.highlightStemmed, 'client/highlightStemmed.ts'],
];
const SEARCH_CLIENT = MODULE_SWAPS.searchClient;

/**
 * Ctrl/Cmd+K before React has hydrated the page: the search bar's own
 * shortcut is bound only then, so the first press after a page load went to
 * the browser. This focuses the server-rendered box; on mount the search bar
 * sees the focus and opens as if the shortcut had been its own. The server's
 * HTML already carries data-has-hydrated="false".
 */
const EARLY_SHORTCUT = `document.addEventListener('keydown', function (event) {
  if (document.documentElement.getAttribute('data-has-hydrated') === 'true') return;
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || String(event.key).toLowerCase() !== 'k') return;
  var box = document.querySelector('.navbar input[aria-label="Search"]');
  if (!box) return;
  event.preventDefault();
  box.focus();
});`;

type NavbarItem = {to?: string; label?: string; activeBaseRegex?: string};

/** The navbar's links into the site, each with the routes it is active on. */
function siteAreas(context: LoadContext): SiteArea[] {
  const {navbar} = context.siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}};
  return (navbar?.items ?? []).flatMap(({to, label, activeBaseRegex}) => {
    if (!to || !label) return [];
    const active = activeBaseRegex ? new RegExp(activeBaseRegex) : undefined;
    return [{label, contains: (route: string) => (active ? active.test(route) : route === to || route.startsWith(`${to}/`))}];
  });
}

/**
 * @easyops-cn/docusaurus-search-local, with its index built by this site after the build from the
 * plugin's reading of each page (rows as documents, identifier keys, a manifest and parts loaded on
 * demand) and its worker replaced by one that searches it.
 */
export default function searchIndexPlugin(extraPages: ExtraPage[] = []): PluginModule {
  function plugin(context: LoadContext, validated: unknown): Plugin {
    const options = validated as Options;
    const inner = searchLocal(context, options);
    const index = new SearchIndexBuilder(searchOptions(options, context), extraPages, siteAreas(context));
    postBuildStep('search-index', {
      start: (props) => index.start(props),
      page: (page) => index.page(page),
      finish: async ({outDir}) => {
        await index.write(outDir);
      },
    });
    return {
      ...inner,
      configureWebpack(config, isServer, utils, content) {
        const base = inner.configureWebpack?.(config, isServer, utils, content) ?? {};
        const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
        return {
          ...base,
          // The request itself is replaced before it is resolved, so that the plugin's components and this
          // site's modules share one instance of each replacement (one search worker per page).
          plugins: REPLACED_MODULES.map(
            ([pattern, file]) =>
              new NormalModuleReplacementPlugin(pattern, (resolveData: {context?: string; request: string}) => {
                if (SEARCH_CLIENT.test(resolveData.context ?? '')) resolveData.request = path.join(__dirname, file);
              }),
          ),
        };
      },
      getClientModules() {
        return [...(inner.getClientModules?.() ?? []), path.join(__dirname, 'client/enterWaitsForAnswer.ts')];
      },
      injectHtmlTags() {
        return {headTags: [{tagName: 'script', innerHTML: EARLY_SHORTCUT}]};
      },
      postBuild: undefined,
    };
  }
  plugin.validateOptions = validateOptions;
  return plugin;
}
