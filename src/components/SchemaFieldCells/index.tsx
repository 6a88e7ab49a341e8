import React, {type ReactNode} from 'react';
import InlineMarkup, {Code} from '@site/src/components/InlineMarkup';
import type {FieldRow} from '@site/spec-toolkit/index.mjs';
// mdx.mjs alone: the toolkit's index also loads files with Node modules.
import {LONG_VALUE_LIST} from '@site/spec-toolkit/mdx.mjs';
import styles from './styles.module.css';

/** One field of a flattened schema, as `npm run gen` writes it (the spec toolkit's row shape). */
export type {FieldRow} from '@site/spec-toolkit/index.mjs';

/**
 * JSON text of a value, with a space after each comma of an array. Whole
 * numbers of `number` fields keep one decimal (`1.0`), as in the presets.
 */
export function formatValue(value: unknown, type: string): string {
  if (typeof value === 'number' && Number.isInteger(value) && /\bnumber\b/.test(type)) {
    return value.toFixed(1);
  }
  if (Array.isArray(value)) {
    const itemType = type.replace(/^array of /, '');
    return `[${value.map((item) => formatValue(item, itemType)).join(', ')}]`;
  }
  return JSON.stringify(value);
}

/** The field's path (or the part shown), breakable after each `.` and `_`, with its required and deprecated badges. */
export function FieldName({row, label, showRequired = true}: {row: FieldRow; label: string; showRequired?: boolean}): ReactNode {
  return (
    <>
      <Code title={row.path}>{label}</Code>
      {showRequired && row.required ? (
        <>
          {' '}
          <span className={styles.required}>required</span>
        </>
      ) : null}
      {row.deprecated ? (
        <>
          {' '}
          <span className={styles.deprecated}>deprecated</span>
        </>
      ) : null}
    </>
  );
}

export function DefaultValue({row}: {row: FieldRow}): ReactNode {
  if (row.hasDefault) {
    return <Code>{formatValue(row.default, row.type)}</Code>;
  }
  return <span className={styles.none}>—</span>;
}

/** Allowed values (folded when long), then the constraints in words. */
export function AllowedValues({row}: {row: FieldRow}): ReactNode {
  const values = row.allowed ?? [];
  const itemType = row.type.replace(/^array of /, '');
  const codes = values.map((value, index) => (
    <React.Fragment key={index}>
      {index > 0 ? ', ' : null}
      <Code>{typeof value === 'string' ? value : formatValue(value, itemType)}</Code>
    </React.Fragment>
  ));
  return (
    <>
      {values.length > LONG_VALUE_LIST ? (
        <details className={styles.values}>
          <summary>{values.length} values</summary>
          {codes}
        </details>
      ) : (
        codes
      )}
      {row.constraints.map((constraint) => (
        <React.Fragment key={constraint}>
          {' '}
          <span className={styles.constraint}>
            <InlineMarkup text={constraint} />
          </span>
        </React.Fragment>
      ))}
      {values.length === 0 && row.constraints.length === 0 ? <span className={styles.none}>—</span> : null}
    </>
  );
}
