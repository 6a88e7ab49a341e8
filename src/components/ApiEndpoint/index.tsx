import React from 'react';
import clsx from 'clsx';
import {withNameBreaks} from '@site/src/components/InlineMarkup';
import styles from './styles.module.css';

type Props = {method: string; path: string; server?: string};

/** Method badge, path and base URL of an operation, as static text; long ones wrap after `/` and `?`. */
export default function ApiEndpoint({method, path, server}: Props): React.ReactNode {
  const verb = method.toUpperCase();
  return (
    <div className={styles.endpoint}>
      <p className={styles.line}>
        <span className={clsx(styles.method, styles[method.toLowerCase()])}>{verb}</span>{' '}
        <code className={styles.path}>{withNameBreaks(path)}</code>
      </p>
      {server && (
        <p className={styles.server}>
          Base URL <code className={styles.url}>{withNameBreaks(server)}</code>
        </p>
      )}
    </div>
  );
}
