import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * One field of a flattened JSON Schema, as the protocol generators write it
 * (`spec-toolkit/fields.mjs`, whose `FieldRow` type documents
 * the shape). Shared by the settings tables and the message reference.
 */
export type FieldRow = {
  /** Dotted path; array items are written `translations[]`, free-form map keys `<key>`. */
  path: string;
  type: string;
  /** Schema default as a JSON value; `null` when there is none (see `hasDefault`). */
  default: unknown;
  hasDefault: boolean;
  /** Enum of the field (or of its array items), or `null`. */
  allowed: unknown[] | null;
  /** Ranges, lengths and conditions in words; may hold inline `code`. */
  constraints: string[];
  /** Markdown with inline `code` spans only. */
  description: string;
  required: boolean;
  deprecated?: boolean;
};

/** Enums longer than this are folded into a `<details>` element. */
const LONG_LIST = 8;

/** Renders a Markdown string whose only markup is inline `code` spans. */
export function InlineMarkdown({text}: {text: string}): ReactNode {
  const parts = text.split(/(`[^`]+`)/g).filter((part) => part !== '');
  return parts.map((part, index) =>
    part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
      <code key={index}>{part.slice(1, -1)}</code>
    ) : (
      <React.Fragment key={index}>{part}</React.Fragment>
    ),
  );
}

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

/** The field's path (or the part shown), breakable after each dot, with its required and deprecated badges. */
export function FieldName({row, label, showRequired = true}: {row: FieldRow; label: string; showRequired?: boolean}): ReactNode {
  return (
    <>
      <code title={row.path} className={styles.name}>
        {label.split('.').map((part, index) => (
          <React.Fragment key={index}>
            {index > 0 ? (
              <>
                .<wbr />
              </>
            ) : null}
            {part}
          </React.Fragment>
        ))}
      </code>
      {showRequired && row.required ? <span className={styles.required}>required</span> : null}
      {row.deprecated ? <span className={styles.deprecated}>deprecated</span> : null}
    </>
  );
}

export function DefaultValue({row}: {row: FieldRow}): ReactNode {
  if (row.hasDefault) {
    return <code>{formatValue(row.default, row.type)}</code>;
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
      <code>{typeof value === 'string' ? value : formatValue(value, itemType)}</code>
    </React.Fragment>
  ));
  return (
    <>
      {values.length > LONG_LIST ? (
        <details className={styles.values}>
          <summary>{values.length} values</summary>
          {codes}
        </details>
      ) : (
        codes
      )}
      {row.constraints.map((constraint) => (
        <span key={constraint} className={styles.constraint}>
          <InlineMarkdown text={constraint} />
        </span>
      ))}
      {values.length === 0 && row.constraints.length === 0 ? <span className={styles.none}>—</span> : null}
    </>
  );
}
