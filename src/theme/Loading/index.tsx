import React from 'react';
import styles from './styles.module.css';

type Props = {
  error?: unknown;
  retry?: () => void;
  pastDelay?: boolean;
};

/**
 * Route loading state: a spinner once the load takes long enough to notice,
 * and the error with a Retry button when the route's code could not be loaded.
 */
export default function Loading({error, retry, pastDelay}: Props): React.ReactNode {
  if (error) {
    return (
      <div className={styles.failed} role="alert">
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.pending} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>Loading…</span>
      </div>
    );
  }
  return null;
}
