import React, {type ReactNode} from 'react';
import type {RestParameter} from '@site/src/engines/rest';
import styles from './styles.module.css';

type Props = {
  idPrefix: string;
  parameters: RestParameter[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
};

const hint = (parameter: RestParameter) =>
  [
    parameter.in,
    parameter.required ? 'required' : 'optional: empty is not sent',
    parameter.enum ? `one of ${parameter.enum.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

/** One text field per parameter, prefilled with the documented value. */
export default function Fields({idPrefix, parameters, values, onChange}: Props): ReactNode {
  return (
    <div className={styles.fields}>
      {parameters.map((parameter) => {
        const id = `${idPrefix}-${parameter.in}-${parameter.name}`;
        return (
          <div key={id} className={styles.field}>
            <label htmlFor={id}>
              <code>{parameter.name}</code> <span className={styles.hint}>{hint(parameter)}</span>
            </label>
            <input
              id={id}
              className={styles.input}
              value={values[parameter.name] ?? ''}
              placeholder={parameter.value === null ? '' : String(parameter.value)}
              required={parameter.required}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => onChange(parameter.name, event.target.value)}
            />
          </div>
        );
      })}
    </div>
  );
}
