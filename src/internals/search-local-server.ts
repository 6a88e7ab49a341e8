import type {Document} from 'domhandler';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import type {LoadContext, Props} from '@docusaurus/types';

/** What the search plugin reads from one page: its title, breadcrumbs, description and h1–h3 sections. */
export interface ParsedPage {
  pageTitle: string;
  description: string;
  breadcrumb: string[];
  sections: {title: string; hash: string; content: string}[];
}
export type PageType = 'docs' | 'blog' | 'page';
/** The plugin's options with its defaults applied (arrays, resolved folders). */
export type ProcessedOptions = PluginOptions & {ignoreCssSelectors: string[]; forceIgnoreNoIndex?: boolean};

/*
 * The search plugin's own server steps, run on the site's one parse of each built page instead of its postBuild
 * (which reads and parses every page again and builds an index nothing loads). Its package ships them untyped.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const {processPluginOptions} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions') as {
  processPluginOptions(options: Partial<PluginOptions>, context: LoadContext): ProcessedOptions;
};
const {processDocInfos} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos') as {
  /** The pages the plugin indexes, per docs version: their files, URLs and types. */
  processDocInfos(props: Props, options: ProcessedOptions): {outDir: string; paths: {filePath: string; url: string; type: PageType}[]}[];
};
const {parse} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse') as {
  /** One page, from a tree the plugin may change (it removes what it does not index); null for a noindex page. */
  parse(page: Document, type: PageType, url: string, options: ProcessedOptions): ParsedPage | null;
};
/* eslint-enable @typescript-eslint/no-require-imports */

export {parse as parseSearchPage, processDocInfos as searchedPages, processPluginOptions as searchOptions};
