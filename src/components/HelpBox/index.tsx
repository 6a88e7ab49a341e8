import React from 'react';
import useDeployment from '@site/src/hooks/useDeployment';
import styles from './styles.module.css';

/** Support contact shown at the bottom of the mobile menu. */
export default function HelpBox(): React.ReactNode {
  const {supportEmail} = useDeployment();
  return (
    <aside className={styles.helpBox} aria-labelledby="help-box-title">
      <p id="help-box-title" className={styles.title}>
        Have any questions?
      </p>
      <p className={styles.text}>Contact us by email</p>
      <a className={styles.email} href={`mailto:${supportEmail}`}>
        {supportEmail}
      </a>
    </aside>
  );
}
