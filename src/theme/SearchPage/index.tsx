import clsx from 'clsx';
import React, {useEffect, useId, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {searchPage} from '@site/src/plugins/search-index/client/searchByWorker';
import type {PageResponse} from '@site/src/plugins/search-index/client/engine';
import {SECTIONS, isSectionId, type SectionId} from '@site/src/plugins/search-index/shared/sections';
import ResultItem from './ResultItem';
import styles from './styles.module.css';

/**
 * The search page, written here instead of wrapping the plugin's: that page
 * declares `<meta property="robots">`, leaves its context select unlabelled
 * and has no place for syntax errors or a way on from "no results". It uses
 * the same worker as the navbar dropdown (see src/plugins/search-index).
 */
/** Results listed at first and added by each "Show more": only the listed ones load their text. */
const PAGE_SIZE = 20;
const WAYS_ON = [
  {label: 'Quick start', to: '/docs/quick-start'},
  {label: 'API reference', to: '/api'},
  {label: 'Error codes', to: '/docs/error_codes'},
];

function useSearchParams() {
  const location = useLocation();
  const history = useHistory();
  // The server renders the page without a query; so does the first (hydrating) render.
  const params = new URLSearchParams(useIsBrowser() ? location.search : '');
  const ctx = params.get('ctx');
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    history.replace({search: next.toString()});
  };
  return {query: params.get('q') ?? '', section: isSectionId(ctx) ? ctx : undefined, update};
}

type MoreResults = {loading: boolean; show: () => void};

function Outcome({query, response, more}: {query: string; response: PageResponse; more: MoreResults}): React.ReactNode {
  const {results, total, error, suggestion} = response;
  const list = useRef<HTMLElement>(null);
  const firstNew = useRef<number | undefined>(undefined);
  useEffect(() => {
    // After "Show more", focus goes to the first added result, where the reader goes on reading.
    if (firstNew.current === undefined || results.length <= firstNew.current) return;
    list.current?.querySelectorAll<HTMLElement>('h2 a')[firstNew.current]?.focus();
    firstNew.current = undefined;
  }, [results.length]);
  if (results.length > 0) {
    const next = Math.min(PAGE_SIZE, total - results.length);
    return (
      <>
        <p>
          {total === 1 ? '1 document found' : `${total} documents found`}
          {total > results.length && `, the first ${results.length} shown`}
          {error && ' for the words of the query, read without syntax'}
        </p>
        <section aria-label="Results" ref={list}>
          {results.map((result) => (
            <ResultItem key={`${result.document.i}-${result.type}`} result={result} />
          ))}
        </section>
        {next > 0 && (
          <button
            type="button"
            className={clsx('button button--secondary', styles.more)}
            disabled={more.loading}
            onClick={() => {
              firstNew.current = results.length;
              more.show();
            }}>
            {more.loading ? 'Loading…' : `Show ${next} more`}
          </button>
        )}
      </>
    );
  }
  return (
    <div className={styles.noResults}>
      <p>No documents were found for “{query}”.</p>
      {suggestion && (
        <p>
          Did you mean <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>?
        </p>
      )}
      <p>
        Try one of these instead:{' '}
        {WAYS_ON.map((way, i) => (
          <React.Fragment key={way.to}>
            {i > 0 && ', '}
            <Link to={way.to}>{way.label}</Link>
          </React.Fragment>
        ))}
        .
      </p>
    </div>
  );
}

function SearchPageContent(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {query, section, update} = useSearchParams();
  const [input, setInput] = useState(query);
  const [limit, setLimit] = useState({query, section, count: PAGE_SIZE});
  const [response, setResponse] = useState<{query: string; section?: SectionId; count: number; data: PageResponse}>();
  const [failure, setFailure] = useState<string>();
  const ids = {input: useId(), section: useId(), hint: useId(), error: useId()};
  // A new query or section starts again from the first results.
  const count = limit.query === query && limit.section === section ? limit.count : PAGE_SIZE;

  useEffect(() => setInput(query), [query]);
  useEffect(() => {
    if (!query.trim()) return undefined;
    let current = true;
    searchPage(siteConfig.baseUrl, query, count, section).then(
      (data) => {
        if (current) {
          setResponse({query, section, count, data});
          setFailure(undefined);
        }
      },
      (error: Error) => current && setFailure(`The search index could not be loaded (${error.message}).`),
    );
    return () => {
      current = false;
    };
  }, [query, section, count, siteConfig.baseUrl]);

  // While more results load, the ones already listed stay.
  const shown = query.trim() && response?.query === query && response.section === section ? response.data : undefined;
  const more: MoreResults = {
    loading: response?.count !== count,
    show: () => setLimit({query, section, count: count + PAGE_SIZE}),
  };
  const title = query ? `Search results for “${query}”` : 'Search the documentation';
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
        <meta name="description" content="Search the guides, the API and message references, the blog and the changelog." />
        <title>{title}</title>
      </Head>
      <main className="container margin-vert--lg">
        <h1 className={styles.title}>{title}</h1>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <div className={styles.field}>
            <label htmlFor={ids.input}>Search for</label>
            <input
              id={ids.input}
              type="search"
              name="q"
              className={clsx('form-control', styles.input)}
              value={input}
              autoComplete="off"
              aria-describedby={shown?.error ? `${ids.error} ${ids.hint}` : ids.hint}
              aria-invalid={shown?.error ? true : undefined}
              onChange={(event) => {
                setInput(event.target.value);
                update({q: event.target.value});
              }}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.section}>In</label>
            <select
              id={ids.section}
              name="ctx"
              className={clsx('form-control', styles.select)}
              value={section ?? ''}
              onChange={(event) => update({ctx: event.target.value})}>
              <option value="">Everywhere</option>
              {SECTIONS.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </select>
          </div>
        </form>
        <p id={ids.hint} className={styles.hint}>
          Syntax: <code>+word</code> must appear, <code>-word</code> must not, <code>title:word</code> or <code>content:word</code> searches
          one field, <code>word~1</code> allows one typo, <code>word^10</code> weighs a word more.
        </p>
        {/* The server renders no query: what the query brings fills space kept for it, so nothing above moves and the footer stays out of view. */}
        <div className={styles.outcome}>
          {shown?.error && (
            <p id={ids.error} role="alert" className={styles.error}>
              {shown.error.message}
            </p>
          )}
          {failure && <p role="alert">{failure}</p>}
          {query.trim() && !shown && !failure && <p aria-live="polite">Searching…</p>}
          {shown && <Outcome query={query} response={shown} more={more} />}
        </div>
      </main>
    </>
  );
}

export default function SearchPage(): React.ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
