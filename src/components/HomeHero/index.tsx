import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export type HeroAction = {to: string; label: string; primary?: boolean};

export default function HomeHero({actions}: {actions: HeroAction[]}): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.summary}>
          Stream live speech in, get translated speech and live captions out. One API for real-time interpretation in browsers, apps and
          backends, plus hosted restreaming of live events, glossaries and custom voices.
        </p>
        <div className={styles.actions}>
          {actions.map((action) => (
            <Link
              key={action.to}
              className={`button button--lg ${action.primary ? 'button--primary' : 'button--secondary'}`}
              to={action.to}>
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </header>
  );
}
