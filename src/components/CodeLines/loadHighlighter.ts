import type HighlightedLinesType from './HighlightedLines';
import {isNavigating} from '@site/src/utils/routeChange';

type Highlighter = typeof HighlightedLinesType;

let highlighter: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/**
 * The highlighter when its chunk (Prism and the site's languages) has loaded,
 * except while a client-side navigation renders its new page: that page's code
 * is coloured after it has been shown (see HighlightedLinesWhenLoaded).
 */
export function loadedHighlighter(): Highlighter | undefined {
  return isNavigating() ? undefined : highlighter;
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
