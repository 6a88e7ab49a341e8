import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {writeSearchIndex, type ExtraPage} from './buildIndex';

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
  [/(^|\/)searchByWorker(\.js)?$/, 'client/searchByWorker.ts'],
  // The dropdown's path line is inserted as HTML; this version escapes it.
  [/(^|\/)concatDocumentPath(\.js)?$/, 'client/concatDocumentPath.ts'],
  // "No results" in the dropdown links to the search page's suggestions.
  [/(^|\/)EmptyTemplate(\.js)?$/, 'client/EmptyTemplate.ts'],
];
const SEARCH_CLIENT = /docusaurus-search-local[\\/]dist[\\/]client[\\/]/;

/**
 * @easyops-cn/docusaurus-search-local, with its index post-processed after the
 * build (rows as documents, identifier keys, one slim hashed file) and its
 * worker replaced by one that searches that file.
 */
export default function searchIndexPlugin(extraPages: ExtraPage[] = []): PluginModule {
  function plugin(context: LoadContext, validated: unknown): Plugin {
    const options = validated as Options;
    const inner = searchLocal(context, options);
    const ignored = options.ignoreCssSelectors ?? [];
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
      async postBuild(props) {
        await inner.postBuild?.(props);
        await writeSearchIndex({
          outDir: props.outDir,
          ignoreCssSelectors: Array.isArray(ignored) ? ignored : [ignored],
          extraPages,
        });
      },
    };
  }
  plugin.validateOptions = validateOptions;
  return plugin;
}
