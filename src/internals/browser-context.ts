// The context useIsBrowser reads: the Tabs wrappers feed it to keep stock Tabs from remounting on hydration.
export {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
