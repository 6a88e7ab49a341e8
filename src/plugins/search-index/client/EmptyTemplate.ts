import {searchBarStyles as styles} from '@site/src/internals/search-bar-styles';
import {escapeHtml} from './concatDocumentPath';

/**
 * The dropdown's "No results", with a way on: the search page, which offers
 * a near word and links to the main entry points.
 */
export function EmptyTemplate({query = ''}: {query?: string}): string {
  const href = escapeHtml(`/search?q=${encodeURIComponent(query)}`);
  return `<span class="${styles.noResults}"><span>No results.</span>&nbsp;<a href="${href}">Suggestions on the search page</a></span>`;
}
