import type HighlightedLinesType from './HighlightedLines';

type Highlighter = typeof HighlightedLinesType;

let highlighter: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** The highlighter when its chunk (Prism and the site's languages) has loaded. */
export function loadedHighlighter(): Highlighter | undefined {
  return highlighter;
}

/** Loads the highlighter once; later calls share the request, and a failed one is tried again on the next call. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import('./HighlightedLines').then(
    (module) => (highlighter = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
