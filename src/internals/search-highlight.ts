// @ts-expect-error The search plugin ships its client as untyped ES modules.
export {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
