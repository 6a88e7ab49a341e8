import React, {type ReactNode} from 'react';
import rows from '@site/.generated/data/task-settings.json';
import AnchoredTable from '@site/src/components/AnchoredTable';
import InlineMarkup from '@site/src/components/InlineMarkup';
import {AllowedValues, DefaultValue, FieldName, type FieldRow} from '@site/src/components/SchemaFieldCells';
import styles from './styles.module.css';

/**
 * One row of `.generated/data/task-settings.json`, written by
 * `npm run gen` (scripts/generators/settings-rows.mjs) from `components.schemas.TaskSettings`
 * in `specs/task-settings.yaml` (as bundled into `specs/asyncapi.yaml`). Do not edit the JSON
 * by hand: run the generator.
 */
export type SettingRow = FieldRow;

const ALL_ROWS = rows as SettingRow[];

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
    throw new Error(`TaskSettingsTable: no settings under "${prefix}". Check the prefix, or run npm run gen.`);
  }
  return (
    <AnchoredTable
      dense
      caption={caption ?? (prefix === '' ? 'Top-level settings' : `Settings under ${prefix}`)}
      rows={selected}
      rowKey={(row) => row.path}
      columns={[
        {
          heading: 'Setting',
          className: styles.setting,
          cell: (row) => <FieldName row={row} label={relativePath(row.path, prefix) || row.path} />,
        },
        {heading: 'Type', cell: (row) => row.type, className: styles.type},
        {heading: 'Default', cell: (row) => <DefaultValue row={row} />},
        {heading: 'Allowed', cell: (row) => <AllowedValues row={row} />},
        {heading: 'Description', cell: (row) => <InlineMarkup text={row.description} />},
      ]}
    />
  );
}
