import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const TITLE = 'Page not found';

const suggestions = [
  {to: '/docs/quick-start', label: 'Quick start', description: 'Create a session and stream your first translation'},
  {to: '/api', label: 'API reference', description: 'Every REST operation with its fields and samples'},
  {to: '/docs/error_codes', label: 'Error codes', description: 'What each error means and how to fix it'},
  {to: '/docs/overview', label: 'Overview', description: 'What the API does and how the docs are organised'},
];

/**
 * Also rendered on its own, without the theme's NotFound page, for unknown
 * paths under the docs (served from the site root), so it sets the title itself.
 */
export default function NotFoundContent({className}: {className?: string}): React.ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata
        title={TITLE}
        description="This address leads to no page of the documentation. Search it, or start from the quick start, the API reference or the error codes."
      />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <p className={styles.code}>404</p>
          <Heading as="h1" className="hero__title">
            {TITLE}
          </Heading>
          <p>
            There is no page at this address. It may have moved, or the link that brought you here may have a typo. Search the
            documentation, or continue from one of these pages:
          </p>
          <form className={styles.search} action="/search" method="get" role="search">
            <label htmlFor="not-found-search" className={styles.searchLabel}>
              Search the documentation
            </label>
            <div className={styles.searchRow}>
              <input
                id="not-found-search"
                className={clsx('form-control', styles.searchInput)}
                type="search"
                name="q"
                placeholder="For example: set_task"
                required
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <ul className={styles.list}>
            {suggestions.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
                <span className={styles.description}> — {item.description}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
