import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Feature = {title: string; description: React.ReactNode; to?: string};

export default function FeatureCards({features}: {features: Feature[]}): React.ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            {feature.to ? <Link to={feature.to}>{feature.title}</Link> : feature.title}
          </Heading>
          <p className={styles.description}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
