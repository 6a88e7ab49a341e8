import React, {useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {overWebSocket, presets, type SetTaskMessage} from '@site/src/utils/presets';
import {parseJson} from './validation';
import {useSetTaskCheck} from './checker';
import Verdict from './Verdict';
import styles from './styles.module.css';

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
  const [copyStatus, setCopyStatus] = useState('');
  const editor = useRef<HTMLTextAreaElement>(null);

  const result = useSetTaskCheck(text);

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
    if (!parsed.ok) return;
    try {
      setText(JSON.stringify(parsed.value, null, 2));
    } catch {
      setCopyStatus('The text is nested too deeply to format.');
    }
  };

  const invalid = result.state === 'syntax' || result.state === 'unchecked' || (result.state === 'checked' && result.problems.length > 0);

  return (
    <div className={styles.validator}>
      <div className={styles.toolbar}>
        <label htmlFor={ids.preset}>Start from</label>
        <select
          id={ids.preset}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={clsx('form-control', styles.select)}>
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
        Edit the message or paste your own; it is checked as you type. Loading a preset replaces the text. Press Tab to move on from the
        editor.
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
        <Verdict result={result} />
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={copy} aria-describedby={ids.copied}>
          Copy
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={format}
          disabled={result.state === 'syntax' || result.state === 'unchecked'}>
          Format JSON
        </button>
        <span id={ids.copied} role="status" className={styles.copied}>
          {copyStatus}
        </span>
      </div>
    </div>
  );
}
