import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Route prefetching on the reader's intent, with a small budget for links in view (see client/prefetch.ts). */
export default function routePrefetchPlugin(): Plugin {
  return {
    name: 'route-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client/prefetch.ts')];
    },
  };
}
