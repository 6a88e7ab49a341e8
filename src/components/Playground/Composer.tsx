import React, {useCallback, useEffect, useId, useState, type ReactNode, type Ref} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import messages from '@site/.generated/data/playground-messages.json';
import {streamingCodeHref} from '@site/shared/error-anchors.mjs';
import type {Runner} from './runner';
import styles from './styles.module.css';

const CLIENT_MESSAGES = messages.filter((message) => message.direction === 'client-to-server');

function exampleText(name: string, index = 0): string {
  const message = CLIENT_MESSAGES.find((candidate) => candidate.name === name) ?? CLIENT_MESSAGES[0];
  return JSON.stringify(message.examples[index]?.payload ?? {message_type: message.name, data: {}}, null, 2);
}

/** Sends any client message, as written, over the open socket: the simulated server answers as the API would. */
export default function Composer({
  runner,
  connected,
  initial,
  ref,
}: {
  runner: Runner | null;
  connected: boolean;
  initial: string | null;
  ref?: Ref<HTMLElement>;
}): ReactNode {
  const id = useId();
  const start = CLIENT_MESSAGES.some((message) => message.name === initial) ? initial! : 'get_task';
  const [name, setName] = useState(start);
  const [example, setExample] = useState(0);
  const [text, setText] = useState(() => exampleText(start));
  const [status, setStatus] = useState('');
  const message = CLIENT_MESSAGES.find((candidate) => candidate.name === name) ?? CLIENT_MESSAGES[0];

  /** Shows example `index` of the message named `next` in the editor. */
  const choose = useCallback((next: string, index = 0) => {
    setName(next);
    setExample(index);
    setText(exampleText(next, index));
  }, []);

  useEffect(() => {
    if (initial && CLIENT_MESSAGES.some((candidate) => candidate.name === initial)) choose(initial);
  }, [initial, choose]);

  const send = () => {
    if (!runner?.send(text)) setStatus('Connect first: the message goes over the open socket.');
    else setStatus(`Sent. The answer, if any, is at the end of the message log.`);
  };

  return (
    <section ref={ref} id="send-a-message" className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.panelHeading}>
        Send a message
      </h3>
      <div className={styles.fields}>
        <label htmlFor={`${id}-type`}>Message</label>
        <select id={`${id}-type`} className={styles.select} value={name} onChange={(event) => choose(event.target.value)}>
          {CLIENT_MESSAGES.map((candidate) => (
            <option key={candidate.name} value={candidate.name}>
              {candidate.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-example`}>Example</label>
        <select
          id={`${id}-example`}
          className={styles.select}
          value={example}
          onChange={(event) => choose(name, Number(event.target.value))}>
          {message.examples.map((candidate, index) => (
            <option key={candidate.name} value={index}>
              {candidate.summary || candidate.name}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.muted}>
        {message.summary} <Link to={message.href}>Reference</Link>
        {message.rateLimit ? ` · Rate limit: ${message.rateLimit}` : ''}
        {message.errors.length > 0 ? ' · Errors: ' : ''}
        {message.errors.map((code, index) => (
          <React.Fragment key={code}>
            {index > 0 ? ', ' : ''}
            <Link to={streamingCodeHref(code)}>{code}</Link>
          </React.Fragment>
        ))}
      </p>
      <label htmlFor={`${id}-text`} className={styles.editorLabel}>
        Frame to send (JSON)
      </label>
      <textarea
        id={`${id}-text`}
        className={clsx(styles.editor, styles.editorShort)}
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.buttons}>
        <button type="button" className="button button--primary" onClick={send} disabled={!connected}>
          Send
        </button>
        <span role="status" className={styles.muted}>
          {status}
        </span>
      </div>
    </section>
  );
}
