// The server build renders highlighted lines at once. The browser build swaps
// this module for HighlightedLinesWhenLoaded (plugins/code-highlighting), so
// that Prism loads only when a block is highlighted in the browser.
export {default} from './HighlightedLines';
