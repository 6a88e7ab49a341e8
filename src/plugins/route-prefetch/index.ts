import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {MODULE_SWAPS} from '../../internals/module-swaps';

const CORE_ROUTE_LOADER = MODULE_SWAPS.coreRouteLoader;

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
