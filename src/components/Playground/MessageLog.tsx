import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {streamingCodeHref} from '@site/shared/error-anchors.mjs';
import type {LogEntry} from './runner';
import styles from './styles.module.css';

const ARROWS = {sent: '↑ sent', received: '↓ received', note: '• note'};

function codeHref(entry: LogEntry): string | null {
  if (!entry.code) return null;
  if (entry.code.startsWith('close-')) return `/docs/error_codes#${entry.code}`;
  if (/^\d+$/.test(entry.code)) return `/docs/error_codes#${entry.code}`;
  return streamingCodeHref(entry.code);
}

function size(bytes: number): string {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`;
}

/** Every frame both ways and the simulation's notes, newest last; each opens to its JSON. */
export default function MessageLog({entries}: {entries: LogEntry[]}): ReactNode {
  const id = useId();
  const [filter, setFilter] = useState('');
  const types = [...new Set(entries.map((entry) => entry.type))].sort();
  const shown = filter ? entries.filter((entry) => entry.type === filter) : entries;
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastTop = useRef(0);

  // Keep the newest entry in view unless the reader has scrolled up to read. An empty log has nothing to follow, and
  // reading its height on the page's first load would make the browser lay out the whole page inside hydration.
  useEffect(() => {
    if (shown.length > 0 && following.current && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [shown.length]);
  return (
    <section className={styles.logSection} aria-labelledby={`${id}-heading`}>
      <div className={styles.logHeader}>
        <h3 id={`${id}-heading`} className={styles.panelHeading}>
          Message log
        </h3>
        <label htmlFor={`${id}-filter`}>Show</label>
        <select id={`${id}-filter`} className={styles.select} value={filter} onChange={(event) => setFilter(event.target.value)}>
          <option value="">every type ({entries.length})</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type} ({entries.filter((entry) => entry.type === type).length})
            </option>
          ))}
        </select>
      </div>
      <div
        role="log"
        aria-label="Message log"
        className={styles.log}
        tabIndex={0}
        ref={box}
        onScroll={(event) => {
          // Only the reader scrolls up; the log's own scroll to the newest entry may land after more entries came in,
          // short of the bottom, and must not stop the following.
          const element = event.currentTarget;
          if (element.scrollTop < lastTop.current - 1) following.current = false;
          if (element.scrollHeight - element.scrollTop - element.clientHeight < 24) following.current = true;
          lastTop.current = element.scrollTop;
        }}>
        <ol className={styles.logList}>
          {shown.length === 0 ? <li className={styles.logEmpty}>Nothing yet: connect or run the sample.</li> : null}
          {shown.map((entry) => {
            const href = codeHref(entry);
            return (
              <li
                key={entry.id}
                className={clsx(styles.logEntry, styles[entry.direction])}
                data-type={entry.type}
                data-direction={entry.direction}>
                <details>
                  <summary>
                    <span className={styles.logTime}>+{(entry.at / 1000).toFixed(3)} s</span>{' '}
                    <span className={styles.logDirection}>{ARROWS[entry.direction]}</span> <code>{entry.type}</code>
                    {entry.size > 0 ? <span className={styles.logSize}> {size(entry.size)}</span> : null}
                    {entry.code && entry.direction !== 'note' ? <code className={styles.logCode}>{entry.code}</code> : null}
                  </summary>
                  <pre className={styles.logBody}>{entry.text}</pre>
                </details>
                {href ? (
                  <Link className={styles.logLink} to={href}>
                    {entry.code?.startsWith('close-') ? `Close code ${entry.code.slice(6)}` : entry.code} in Error codes
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
