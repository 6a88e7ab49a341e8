import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {children?: ReactNode};

/**
 * Layout of an operation page: the summary across the page, then the reference
 * with the code samples in a second column that stays in view where both
 * columns fit (from 1200 px). Narrower, the samples follow the summary, before
 * the reference.
 */
export function OperationLayout({children}: Props): ReactNode {
  return <div className={styles.layout}>{children}</div>;
}

export function OperationIntro({children}: Props): ReactNode {
  return <div className={styles.intro}>{children}</div>;
}

export function OperationSamples({children}: Props): ReactNode {
  return (
    <aside className={`${styles.samples} api-code-samples`} aria-label="Request samples">
      <p className={styles.samplesTitle}>Request samples</p>
      {children}
    </aside>
  );
}

export function OperationReference({children}: Props): ReactNode {
  return <div className={styles.reference}>{children}</div>;
}
