import React, {type ReactNode} from 'react';
import rows from '@site/src/data/generated/task-settings.json';
import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * One row of `src/data/generated/task-settings.json`, written by
 * `scripts/generate-protocol-data.mjs` from `components.schemas.TaskSettings`
 * in `openapi/asyncapi.yaml`. Do not edit the JSON by hand: run the generator.
 */
export type SettingRow = {
  /** Dotted path inside `set_task.data`; array items are written `translations[]`. */
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

const ALL_ROWS = rows as SettingRow[];

/** Enums longer than this are folded into a `<details>` element. */
const LONG_LIST = 8;

type Props = {
  /**
   * Path of the group to show, e.g. `pipeline.preprocessing` or
   * `pipeline.translations[]`. An empty string is the top level of `data`. For
   * an array of objects, `pipeline.translations` and `pipeline.translations[]`
   * are the same.
   */
  prefix: string;
  /** How many levels below `prefix` to show. 1 (the default) = direct children only. */
  depth?: number;
  /** Show only these children (names relative to `prefix`) and what lies below them. */
  include?: string[];
  /** Leave out these children (names relative to `prefix`) and everything below them. */
  exclude?: string[];
  /** Also show the row of `prefix` itself, first. */
  self?: boolean;
  /** Accessible caption; defaults to "Settings under <prefix>". */
  caption?: string;
};

function parentOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? '' : path.slice(0, dot);
}

/** Number of path levels between `ancestor` and `path` (1 = direct child), or 0 when unrelated. */
function levelsBelow(path: string, ancestor: string): number {
  let level = 0;
  let current = path;
  while (current !== '') {
    current = parentOf(current);
    level += 1;
    if (current === ancestor || current === `${ancestor}[]`) {
      return level;
    }
  }
  return 0;
}

/** First path segment below `ancestor`, without a trailing `[]`. */
function childName(path: string, ancestor: string): string {
  const start = ancestor === '' ? 0 : path.indexOf('.', ancestor.length) + 1;
  const rest = path.slice(start);
  const dot = rest.indexOf('.');
  const first = dot === -1 ? rest : rest.slice(0, dot);
  return first.replace(/\[\]$/, '');
}

/** The part of `path` below `ancestor`, for display. */
function relativePath(path: string, ancestor: string): string {
  if (ancestor === '') return path;
  if (path.startsWith(`${ancestor}[].`)) return path.slice(ancestor.length + 3);
  if (path.startsWith(`${ancestor}.`)) return path.slice(ancestor.length + 1);
  return path;
}

export function selectRows(
  allRows: SettingRow[],
  {prefix, depth = 1, include, exclude, self = false}: Omit<Props, 'caption'>,
): SettingRow[] {
  const selected = allRows.filter((row) => {
    const level = levelsBelow(row.path, prefix);
    if (level < 1 || level > depth) return false;
    const name = childName(row.path, prefix);
    if (include && !include.includes(name)) return false;
    if (exclude && exclude.includes(name)) return false;
    return true;
  });
  if (self) {
    const own = allRows.find((row) => row.path === prefix || `${row.path}[]` === prefix);
    if (own) selected.unshift(own);
  }
  return selected;
}

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
function formatValue(value: unknown, type: string): string {
  if (typeof value === 'number' && Number.isInteger(value) && /\bnumber\b/.test(type)) {
    return value.toFixed(1);
  }
  if (Array.isArray(value)) {
    const itemType = type.replace(/^array of /, '');
    return `[${value.map((item) => formatValue(item, itemType)).join(', ')}]`;
  }
  return JSON.stringify(value);
}

function DefaultCell({row}: {row: SettingRow}): ReactNode {
  if (row.hasDefault) {
    return <code>{formatValue(row.default, row.type)}</code>;
  }
  return <span className={styles.none}>—</span>;
}

function AllowedCell({row}: {row: SettingRow}): ReactNode {
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
      {values.length === 0 && row.constraints.length === 0 ? (
        <span className={styles.none}>—</span>
      ) : null}
    </>
  );
}

/**
 * Table of `set_task` settings generated from the protocol description.
 * Server-rendered: no state, no effects, no browser APIs.
 *
 * ```mdx
 * <TaskSettingsTable prefix="pipeline.preprocessing" />
 * <TaskSettingsTable prefix="pipeline.transcription" exclude={['sentence_splitter']} />
 * <TaskSettingsTable prefix="pipeline.transcription.sentence_splitter" depth={2} />
 * ```
 */
export default function TaskSettingsTable(props: Props): ReactNode {
  const {prefix, caption} = props;
  const selected = selectRows(ALL_ROWS, props);
  if (selected.length === 0) {
    throw new Error(
      `TaskSettingsTable: no settings under "${prefix}". Check the prefix, or run scripts/generate-protocol-data.mjs.`,
    );
  }
  return (
    <div className={styles.wrapper}>
      <ScrollableTable className={styles.table}>
        <caption className={styles.caption}>
          {caption ?? (prefix === '' ? 'Top-level settings' : `Settings under ${prefix}`)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Allowed</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {selected.map((row) => (
            <tr key={row.path}>
              <th scope="row" className={styles.setting}>
                <code title={row.path}>{relativePath(row.path, prefix) || row.path}</code>
                {row.required ? <span className={styles.required}>required</span> : null}
                {row.deprecated ? <span className={styles.deprecated}>deprecated</span> : null}
              </th>
              <td className={styles.type}>{row.type}</td>
              <td>
                <DefaultCell row={row} />
              </td>
              <td>
                <AllowedCell row={row} />
              </td>
              <td>
                <InlineMarkdown text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </div>
  );
}
