import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module that becomes `window.docusaurus`, whose `prefetch` `<Link>` calls for every internal link in view. */
const CORE_ROUTE_LOADER = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

/** Swaps Docusaurus' route prefetching for one that runs when the page is idle and requests each file once. */
export default function routePrefetchPlugin(): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(CORE_ROUTE_LOADER, path.join(__dirname, 'client/docusaurus.ts'))]};
    },
  };
}
