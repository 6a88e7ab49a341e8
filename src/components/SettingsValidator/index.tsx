import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ValidateFunction} from 'ajv';
import {overWebSocket, presets, type SetTaskMessage} from '@site/src/utils/presets';
import {describeErrors, fieldWarnings, parseJson, type Problem} from './validation';
import styles from './styles.module.css';

type Checker = {validate: ValidateFunction; schema: object};

type Result =
  | {state: 'loading'}
  | {state: 'load-failed'; message: string}
  | {state: 'syntax'; line: number; column: number; message: string}
  | {state: 'checked'; problems: Problem[]; warnings: Problem[]};

const TRANSPORTS = [
  {name: 'webrtc', label: 'WebRTC', build: (message: SetTaskMessage) => message},
  {name: 'ws', label: 'WebSocket', build: overWebSocket},
] as const;

const CHOICES = presets.flatMap((preset) =>
  TRANSPORTS.map((transport) => ({
    id: `${preset.name}-${transport.name}`,
    label: `${preset.label} preset, ${transport.label}`,
    text: JSON.stringify(transport.build(preset.message), null, 2),
  })),
);

/** Waits this long after the last keystroke before checking again. */
const DEBOUNCE_MS = 250;
/** Enums longer than this are listed in a collapsed `<details>`. */
const LONG_LIST = 12;

/** The `set_task` schema and its validator, compiled at build time; loaded on demand so that only this page pays for them. */
async function loadChecker(): Promise<Checker> {
  const [{default: validate}, {default: schema}] = await Promise.all([
    import('@site/.generated/data/set-task-validator.js'),
    import('@site/.generated/data/set-task-schema.json'),
  ]);
  return {validate: validate as ValidateFunction, schema};
}

function check(checker: Checker, text: string): Result {
  const parsed = parseJson(text);
  if (!parsed.ok) return {state: 'syntax', line: parsed.line, column: parsed.column, message: parsed.message};
  const valid = checker.validate(parsed.value);
  return {
    state: 'checked',
    problems: valid ? [] : describeErrors(checker.validate.errors, parsed.value),
    warnings: fieldWarnings(parsed.value, checker.schema),
  };
}

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

function Summary({result}: {result: Result}): ReactNode {
  switch (result.state) {
    case 'loading':
      return <p className={styles.summary}>The check starts as soon as the page has loaded (it needs JavaScript).</p>;
    case 'load-failed':
      return <p className={clsx(styles.summary, styles.bad)}>The schema could not be loaded: {result.message} Reload the page to try again.</p>;
    case 'syntax':
      return (
        <p className={clsx(styles.summary, styles.bad)}>
          Invalid JSON at line {result.line}, column {result.column}: {result.message}
        </p>
      );
    case 'checked': {
      const {problems, warnings} = result;
      return (
        <>
          <p className={clsx(styles.summary, problems.length > 0 ? styles.bad : styles.good)}>
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

/**
 * Checks a `set_task` message against the protocol schema as you type, in the
 * browser: start from a preset, edit or paste, read the field-level errors,
 * copy the result. The schema is `.generated/data/set-task-schema.json`,
 * written from `specs/asyncapi.yaml`, with `specs/task-settings.yaml` bundled in, by the gen step.
 */
export default function SettingsValidator(): ReactNode {
  const id = useId();
  const ids = {preset: `${id}-preset`, editor: `${id}-editor`, help: `${id}-help`, result: `${id}-result`, copied: `${id}-copied`};
  const [choice, setChoice] = useState(CHOICES[0].id);
  const [text, setText] = useState(CHOICES[0].text);
  const [checker, setChecker] = useState<Checker | null>(null);
  const [result, setResult] = useState<Result>({state: 'loading'});
  const [copyStatus, setCopyStatus] = useState('');
  const editor = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    let active = true;
    loadChecker().then(
      (loaded) => active && setChecker(loaded),
      (error: unknown) => active && setResult({state: 'load-failed', message: error instanceof Error ? error.message : String(error)}),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!checker) return undefined;
    const timer = window.setTimeout(() => setResult(check(checker, text)), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [checker, text]);

  const loadPreset = () => {
    const selected = CHOICES.find((option) => option.id === choice) ?? CHOICES[0];
    setText(selected.text);
    setCopyStatus('');
    editor.current?.focus();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus('Copied to the clipboard.');
    } catch {
      editor.current?.select();
      setCopyStatus('Copying was blocked by the browser; the text is selected, so press Ctrl+C (or Cmd+C).');
    }
  };

  const format = () => {
    const parsed = parseJson(text);
    if (parsed.ok) setText(JSON.stringify(parsed.value, null, 2));
  };

  const invalid = result.state === 'syntax' || (result.state === 'checked' && result.problems.length > 0);

  return (
    <div className={styles.validator}>
      <div className={styles.toolbar}>
        <label htmlFor={ids.preset}>Start from</label>
        <select id={ids.preset} value={choice} onChange={(event) => setChoice(event.target.value)} className={clsx('form-control', styles.select)}>
          {CHOICES.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="button" className="button button--secondary button--sm" onClick={loadPreset}>
          Load preset
        </button>
      </div>
      <label htmlFor={ids.editor} className={styles.editorLabel}>
        set_task message (JSON)
      </label>
      <p id={ids.help} className={styles.help}>
        Edit the message or paste your own; it is checked as you type. Loading a preset replaces the text. Press Tab to move on from the editor.
      </p>
      <textarea
        id={ids.editor}
        ref={editor}
        className={clsx(styles.editor, invalid && styles.editorInvalid)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setCopyStatus('');
        }}
        aria-describedby={`${ids.help} ${ids.result}`}
        aria-invalid={invalid}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        rows={24}
      />
      <div id={ids.result} className={styles.result} aria-live="polite">
        <Summary result={result} />
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={copy} aria-describedby={ids.copied}>
          Copy
        </button>
        <button type="button" className="button button--secondary" onClick={format} disabled={result.state === 'syntax'}>
          Format JSON
        </button>
        <span id={ids.copied} role="status" className={styles.copied}>
          {copyStatus}
        </span>
      </div>
    </div>
  );
}
