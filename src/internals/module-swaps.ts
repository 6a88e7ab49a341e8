/**
 * Files of other packages that this site's plugins replace at bundle time, matched by path or by the
 * name they are imported by. tests/unit/internals.spec.ts checks that each still matches a file.
 */
export const MODULE_SWAPS = {
  /** theme-classic: the client module that registers themeConfig.prism.additionalLanguages at start-up (code-highlighting). */
  eagerPrism: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
  /**
   * Modules whose stock code loads ICU data during hydration, each swapped in the folder of the files that import it
   * (`context`) by the name they import it by (`request`), for a module of src/internals/ (hydration-without-icu).
   */
  withoutIcu: {
    /** plugin-content-docs: its client helpers (getActivePlugin orders plugin paths with localeCompare). */
    docsClientUtils: {context: /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client$/, request: /^\.\/docsClientUtils(\.js)?$/},
    /** theme-common: its React helpers (useShallowMemoObject orders prop names with localeCompare). */
    reactUtils: {context: /@docusaurus[\\/]theme-common[\\/]lib([\\/].*)?$/, request: /^(\.\.?\/)+(utils\/)?reactUtils(\.js)?$/},
    /** theme-common: useDateTimeFormat (an Intl.DateTimeFormat for every date shown). */
    intlUtils: {context: /@docusaurus[\\/]theme-common[\\/]lib$/, request: /^\.\/utils\/IntlUtils(\.js)?$/},
  },
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
