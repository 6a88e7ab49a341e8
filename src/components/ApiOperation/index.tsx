import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {children?: ReactNode};

/**
 * Layout of an operation page: summary and reference in the main column, code
 * samples in a second column that stays in view where both columns fit (from
 * 1200 px). Narrower, the samples follow the summary, before the reference.
 * A summary with sections of its own (`wideSummary`, a guide such as the
 * WebSocket page's) spans both columns, and the samples sit beside the reference.
 */
export function OperationLayout({children, wideSummary = false}: Props & {wideSummary?: boolean}): ReactNode {
  return <div className={clsx(styles.layout, wideSummary && styles.wideSummary)}>{children}</div>;
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
