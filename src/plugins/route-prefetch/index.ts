import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The helper `<Link>` calls, through `window.docusaurus.prefetch`, for every internal link that scrolls into view. */
const CORE_PREFETCH_HELPER = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;

/** Swaps Docusaurus' chunk prefetch helper for one that requests each file once. */
export default function routePrefetchPlugin(): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(CORE_PREFETCH_HELPER, path.join(__dirname, 'client/prefetch.ts'))],
      };
    },
  };
}
