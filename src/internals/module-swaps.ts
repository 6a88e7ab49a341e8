/**
 * Files of other packages that this site's plugins replace at bundle time, matched by path or by the
 * name they are imported by. tests/unit/internals.spec.ts checks that each still matches a file.
 */
export const MODULE_SWAPS = {
  /** theme-classic: the client module that registers themeConfig.prism.additionalLanguages at start-up (code-highlighting). */
  eagerPrism: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
  /** The search plugin's client folder, where the requests below are swapped (search-index). */
  searchClient: /docusaurus-search-local[\\/]dist[\\/]client[\\/]/,
  /** Requests inside the search plugin's client, by the name they are imported by (search-index). */
  searchRequests: {
    searchByWorker: /(^|\/)searchByWorker(\.js)?$/,
    concatDocumentPath: /(^|\/)concatDocumentPath(\.js)?$/,
    EmptyTemplate: /(^|\/)EmptyTemplate(\.js)?$/,
    highlightStemmed: /(^|\/)highlightStemmed(\.js)?$/,
  },
} as const;
