import React, {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import type {RestOperation, RestReply} from '@site/src/engines/rest';
import useDeployment from '@site/src/hooks/useDeployment';
import {describe, reset, send, start, validate} from './simulation/client';
import type {FieldError} from './simulation/protocol';
import {documentedDraft, toRequest, type Draft} from './request';
import {curlCommand} from './curl';
import Fields from './Fields';
import Answer from './Answer';
import styles from './styles.module.css';

/** The key typed in one console is offered in the others of the tab, and forgotten with it. */
const KEY_STORAGE = 'api-console-key';

/** The simulation takes any non-empty key: a first Send succeeds, and emptying a field shows the 401. */
const DEMO_KEY = {clientId: 'demo-client-id', clientSecret: 'demo-client-secret'};

function storedKey(): {clientId: string; clientSecret: string} {
  try {
    return {...DEMO_KEY, ...JSON.parse(sessionStorage.getItem(KEY_STORAGE) ?? '{}')};
  } catch {
    return DEMO_KEY;
  }
}

type Loaded = {operation: RestOperation; apiBaseUrl: string};

export default function Console({operationId}: {operationId: string}): ReactNode {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded | null | undefined>();
  const [draft, setDraft] = useState<Draft | undefined>();
  const [bodyErrors, setBodyErrors] = useState<FieldError[]>([]);
  const [answer, setAnswer] = useState<{reply: RestReply; curl: string; count: number} | undefined>();
  const [copied, setCopied] = useState(false);
  const {streamWsUrl, streamWebrtcUrl, streamTtsUrl} = useDeployment();

  useEffect(() => {
    start({ws: streamWsUrl, webrtc: streamWebrtcUrl, tts: streamTtsUrl});
    void describe(operationId).then(({operation, apiBaseUrl}) => {
      setLoaded(operation ? {operation, apiBaseUrl} : null);
      if (operation) setDraft(documentedDraft(operation, storedKey()));
    });
  }, [operationId, streamWsUrl, streamWebrtcUrl, streamTtsUrl]);

  const json = loaded?.operation.body?.contentType === 'application/json';
  const bodyText = draft?.body;
  useEffect(() => {
    if (bodyText === undefined || !json) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(bodyText);
    } catch (error) {
      setBodyErrors([{pointer: '', message: `not valid JSON: ${(error as Error).message}`}]);
      return;
    }
    let current = true;
    void validate(operationId, parsed).then((errors) => current && setBodyErrors(errors));
    return () => {
      current = false;
    };
  }, [bodyText, json, operationId]);

  if (loaded === undefined || !draft) return <p className={styles.note}>Starting the simulation…</p>;
  if (loaded === null) return <p className={styles.note}>This operation cannot be tried here.</p>;
  const {operation, apiBaseUrl} = loaded;

  const update = (change: Partial<Draft>) => {
    const next = {...draft, ...change};
    setDraft(next);
    if ('clientId' in change || 'clientSecret' in change)
      sessionStorage.setItem(KEY_STORAGE, JSON.stringify({clientId: next.clientId, clientSecret: next.clientSecret}));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = toRequest(operation, draft);
    const csv = operation.body?.contentType === 'multipart/form-data' && request.body !== undefined ? draft.body : undefined;
    const reply = await send(request);
    setCopied(false);
    setAnswer({reply, curl: curlCommand(request, apiBaseUrl, csv), count: (answer?.count ?? 0) + 1});
  };

  // The form starts over at once, so that what the reader types next is kept; the worker takes the reset before
  // any request sent after it.
  const startOver = () => {
    setAnswer(undefined);
    setDraft(documentedDraft(operation, {clientId: draft.clientId, clientSecret: draft.clientSecret}));
    return reset();
  };

  const copy = async () => {
    if (!answer) return;
    await navigator.clipboard.writeText(answer.curl);
    setCopied(true);
  };

  const errorsId = `${id}-body-errors`;
  return (
    <div className={styles.console}>
      <p className={styles.note}>
        Answers come from a simulation of the API contract running in this page. Nothing you type or send leaves your browser.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={`${id}-client-id`}>
              <code>ClientId</code> <span className={styles.hint}>header · any non-empty value works here</span>
            </label>
            <input
              id={`${id}-client-id`}
              className={styles.input}
              value={draft.clientId}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => update({clientId: e.target.value})}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-client-secret`}>
              <code>ClientSecret</code> <span className={styles.hint}>header · kept in this tab only</span>
            </label>
            <input
              id={`${id}-client-secret`}
              className={styles.input}
              type="password"
              value={draft.clientSecret}
              autoComplete="off"
              onChange={(e) => update({clientSecret: e.target.value})}
            />
          </div>
        </div>
        {operation.parameters.length > 0 && (
          <Fields
            idPrefix={id}
            parameters={operation.parameters.filter((p) => !p.deprecated)}
            values={draft.values}
            onChange={(name, value) => update({values: {...draft.values, [name]: value}})}
          />
        )}
        {operation.body && (
          <div className={styles.field}>
            <label htmlFor={`${id}-body`}>
              Body{' '}
              <span className={styles.hint}>
                {json ? operation.body.contentType : `CSV, sent as the file part of ${operation.body.contentType}`}
              </span>
            </label>
            <textarea
              id={`${id}-body`}
              className={styles.editor}
              value={draft.body}
              rows={Math.min(18, draft.body.split('\n').length + 1)}
              spellCheck={false}
              aria-invalid={bodyErrors.length > 0}
              aria-describedby={bodyErrors.length > 0 ? errorsId : undefined}
              onChange={(e) => update({body: e.target.value})}
            />
            {bodyErrors.length > 0 && (
              <ul id={errorsId} className={styles.bodyErrors}>
                {bodyErrors.map((error) => (
                  <li key={`${error.pointer} ${error.message}`}>
                    {error.pointer && <code>{error.pointer}</code>} {error.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Send
          </button>
          <button type="button" className="button button--secondary" onClick={() => void copy()} disabled={!answer}>
            {copied ? 'Copied' : 'Copy as cURL'}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void startOver()}>
            Reset
          </button>
        </div>
      </form>
      {answer && <Answer reply={answer.reply} curl={answer.curl} count={answer.count} />}
    </div>
  );
}
