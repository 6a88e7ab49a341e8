import React from 'react';
import {Card, CardGrid} from '@site/src/components/CardGrid';
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
    <CardGrid minWidth="100%">
      {examples.map((example) => (
        <Card key={example.to} title={example.title} to={example.to} description={example.description}>
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
        </Card>
      ))}
    </CardGrid>
  );
}
