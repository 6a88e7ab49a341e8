import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const suggestions = [
  {to: '/docs/overview', label: 'Overview', description: 'What the API does and how the docs are organised'},
  {to: '/search', label: 'Search', description: 'Find a page, an operation or a field by name'},
  {to: '/blog', label: 'Blog', description: 'Release notes and engineering posts'},
];

export default function NotFoundContent({className}: {className?: string}): React.ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <p className={styles.code}>404</p>
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved, or the link that brought you here
            may have a typo. These pages are a good place to continue:
          </p>
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
