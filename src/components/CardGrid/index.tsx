import React, {type CSSProperties, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** A grid of cards; each column is at least `minWidth` wide (`100%`: one card per row). */
export function CardGrid({children, minWidth = '12.5rem'}: {children: ReactNode; minWidth?: string}): ReactNode {
  return (
    <ul className={styles.grid} style={{'--card-min-width': minWidth} as CSSProperties}>
      {children}
    </ul>
  );
}

type CardProps = {
  title: string;
  /** Where the title links to. */
  to?: string;
  /** Heading level of the title, after the page's own headings. */
  as?: 'h2' | 'h3';
  description: ReactNode;
  /** Facts shown below the description. */
  children?: ReactNode;
};

/** One card: a linked title, a description and optional facts below it. */
export function Card({title, to, as = 'h3', description, children}: CardProps): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as={as} className={styles.title}>
        {to ? <Link to={to}>{title}</Link> : title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </li>
  );
}
