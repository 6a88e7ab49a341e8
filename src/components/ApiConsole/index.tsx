import React, {Suspense, lazy, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

// Nothing of the console (nor its contract worker) loads before the reader opens it.
const load = () => import('./Console');
const Console = lazy(load);

/** "Try it" at the head of an operation's samples: opens the console that answers from the contract, in the page. */
export default function ApiConsole({operationId}: {operationId: string}): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.launcher} aria-label="Try it">
      <button
        type="button"
        className="button button--outline button--primary button--sm"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onFocus={load}
        onPointerEnter={load}>
        {open ? 'Close the console' : 'Try it in the browser'}
      </button>
      {open && (
        <Suspense fallback={<p>Loading the console…</p>}>
          <Console operationId={operationId} />
        </Suspense>
      )}
    </section>
  );
}
