import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {LANGUAGE_QUERY_KEY, LANGUAGE_STORAGE_KEY, canonicalLanguage, canonicalSearch} from '@site/src/utils/languageChoice';

/**
 * `?lang=python` (or an alias such as `?lang=node`) picks the language of every
 * code sample tab: it becomes the stored choice, which the tabs of the pages
 * read next, and the URL is rewritten to the tab value the tabs on this page
 * understand. Docusaurus itself reads the parameter but never stores it.
 */

function store(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled; the URL still selects the tab on this page.
  }
}

function remember(search: string): void {
  const language = canonicalLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_KEY));
  if (language) store(language);
}

function rewrittenUrl(location: {pathname: string; search: string; hash: string}): string | undefined {
  const search = canonicalSearch(location.search);
  return search === undefined ? undefined : `${location.pathname}${search}${location.hash}`;
}

if (ExecutionEnvironment.canUseDOM) {
  // Runs before the router reads the address, so the first render sees the tab value.
  remember(window.location.search);
  const url = rewrittenUrl(window.location);
  if (url !== undefined) window.history.replaceState(window.history.state, '', url);
  // A choice stored under an alias by an older version of the site.
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    const language = canonicalLanguage(stored);
    if (stored && language && language !== stored) store(language);
  } catch {
    // Storage may be disabled.
  }
}

const languageChoice: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation) remember(location.search);
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    // A link inside the site with an alias: rewrite it and let the router see the new address.
    const url = rewrittenUrl(location);
    if (url === undefined) return;
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  },
};

export default languageChoice;
