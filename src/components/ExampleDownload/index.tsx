import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = {
  /** Folder under examples/: ts, python or nuxt. */
  name: 'ts' | 'python' | 'nuxt';
};

/** The download link of an example's archive, built by src/plugins/example-archives. */
export default function ExampleDownload({name}: Props): React.ReactNode {
  const href = useBaseUrl(`/examples/${name}.zip`);
  return (
    <p className={styles.download}>
      <a className="button button--primary" href={href} download>
        Download {name}.zip
      </a>{' '}
      <span className={styles.note}>
        Sources, README, lockfile and <code>.env.example</code>; no installed dependencies.
      </span>
    </p>
  );
}
