import React, {useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type {RestReply} from '@site/src/engines/rest';
import {statusTitle} from '@site/shared/http-status';
import {catalogue, restCodeHref} from '@site/src/components/ErrorCatalogue/catalogue';
import styles from './styles.module.css';

/** `count`: how many answers this console has shown, so a reader (or a script) can tell a new one from the last. */
type Props = {reply: RestReply; curl: string; count: number};

const titles = new Map(catalogue.rest.map((entry) => [entry.code, entry.title]));

function errorCodes(body: unknown): number[] {
  const errors = (body as {errors?: {error_code?: unknown}[]} | undefined)?.errors ?? [];
  return [...new Set(errors.map((error) => error.error_code).filter((code): code is number => typeof code === 'number'))];
}

/** The simulated answer: status, headers, the body pretty-printed, and where each error code is explained. */
export default function Answer({reply, curl, count}: Props): ReactNode {
  const codes = errorCodes(reply.body);
  const publisher = (reply.body as {data?: {publisher?: unknown}} | undefined)?.data?.publisher;
  const box = useRef<HTMLDivElement>(null);
  // Each answer comes into view, in the page and in the sample column that scrolls on its own beside the reference.
  useEffect(() => {
    box.current?.scrollIntoView({block: 'nearest'});
  }, [count]);
  return (
    <div ref={box} className={styles.answer} aria-live="polite" data-answer={count}>
      <p className={styles.status} data-status={reply.status}>
        <span className={reply.status < 400 ? 'outcome--ok' : 'outcome--failed'}>{statusTitle(String(reply.status))}</span>
      </p>
      {codes.length > 0 && (
        <ul className={styles.codes}>
          {codes.map((code) => (
            <li key={code}>
              <Link to={restCodeHref(code)}>
                Error {code}: {titles.get(code) ?? 'see the error catalogue'}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {typeof publisher === 'string' && (
        <p className={styles.note}>
          The <code>publisher</code> token of this session opens the <Link to="/docs/playground">streaming playground</Link> in this tab.
        </p>
      )}
      <details className={styles.headers}>
        <summary>Headers</summary>
        <dl>
          {Object.entries(reply.headers).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>
                <code>{value}</code>
              </dd>
            </div>
          ))}
        </dl>
      </details>
      {reply.body === undefined ? (
        <p className={styles.empty}>No body.</p>
      ) : (
        <CodeBlock language="json">{JSON.stringify(reply.body, null, 2)}</CodeBlock>
      )}
      <details className={styles.curl}>
        <summary>cURL of this request</summary>
        <CodeBlock language="bash">{curl}</CodeBlock>
      </details>
    </div>
  );
}
