// The chunk names of a route, as core's own prefetching lists them: route-prefetch requests each file once.
export {default as flat} from '@docusaurus/core/lib/client/flat';
