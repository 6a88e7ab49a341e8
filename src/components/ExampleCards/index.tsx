import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Example = {
  title: string;
  to: string;
  description: React.ReactNode;
  transport: string;
  needs: React.ReactNode;
  run: string;
};

/** One card per runnable example: what it shows, its transport, prerequisites and run command. */
export default function ExampleCards({examples}: {examples: Example[]}): React.ReactNode {
  return (
    <ul className={styles.list}>
      {examples.map((example) => (
        <li key={example.to} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            <Link to={example.to}>{example.title}</Link>
          </Heading>
          <p className={styles.description}>{example.description}</p>
          <dl className={styles.facts}>
            <dt>Transport</dt>
            <dd>{example.transport}</dd>
            <dt>Needs</dt>
            <dd>{example.needs}</dd>
            <dt>Run</dt>
            <dd>
              <code className={styles.command}>{example.run}</code>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
