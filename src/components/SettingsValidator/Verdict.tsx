import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Problem} from './validation';
import type {Result} from './checker';
import styles from './styles.module.css';

/** Enums longer than this are listed in a collapsed `<details>`. */
const LONG_LIST = 12;

function AllowedValues({values}: {values: unknown[]}): ReactNode {
  const list = values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');
  if (values.length <= LONG_LIST) return <span className={styles.allowed}> Allowed: {list}.</span>;
  return (
    <details className={styles.allowedList}>
      <summary>Show the {values.length} allowed values</summary>
      {list}
    </details>
  );
}

function ProblemList({items, kind}: {items: Problem[]; kind: 'error' | 'warning'}): ReactNode {
  return (
    <ul className={clsx(styles.problems, kind === 'warning' && styles.warnings)}>
      {items.map((item) => (
        <li key={`${item.path}\u0000${item.message}`}>
          <code className={styles.path}>{item.path}</code>: {item.message}
          {item.allowed ? <AllowedValues values={item.allowed} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** What the check found, in words: the summary line and the problems by field. */
export default function Verdict({result}: {result: Result}): ReactNode {
  switch (result.state) {
    case 'loading':
      return <p className={styles.summary}>The check starts as soon as the page has loaded (it needs JavaScript).</p>;
    case 'load-failed':
      return (
        <p className={clsx(styles.summary, 'outcome--failed')}>
          The schema could not be loaded: {result.message} Reload the page to try again.
        </p>
      );
    case 'syntax':
      return (
        <p className={clsx(styles.summary, 'outcome--failed')}>
          Invalid JSON at line {result.line}, column {result.column}: {result.message}
        </p>
      );
    case 'unchecked':
      return <p className={clsx(styles.summary, 'outcome--failed')}>Not checked: {result.message}</p>;
    case 'checked': {
      const {problems, warnings} = result;
      return (
        <>
          <p className={clsx(styles.summary, problems.length > 0 ? 'outcome--failed' : 'outcome--ok')}>
            {problems.length === 0
              ? 'Valid: this set_task message matches the protocol schema.'
              : `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} found: the server would reject this set_task with VALIDATION_ERROR.`}
          </p>
          {problems.length > 0 ? <ProblemList items={problems} kind="error" /> : null}
          {warnings.length > 0 ? (
            <>
              <p className={styles.summary}>
                {warnings.length} {warnings.length === 1 ? 'warning' : 'warnings'} (accepted, but probably not what you meant):
              </p>
              <ProblemList items={warnings} kind="warning" />
            </>
          ) : null}
        </>
      );
    }
  }
}
