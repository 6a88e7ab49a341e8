// What core's `window.docusaurus` is made of: this site's route prefetching replaces that module.
export {default as preloadRoute} from '@docusaurus/core/lib/client/preload';
export {default as flat} from '@docusaurus/core/lib/client/flat';
