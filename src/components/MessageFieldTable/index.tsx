import React, {type ReactNode} from 'react';
import {AllowedValues, DefaultValue, FieldName, InlineMarkdown, type FieldRow} from '@site/src/components/SchemaFieldCells';
import styles from './styles.module.css';
import ScrollableTable from '@site/src/components/ScrollableTable';

type Props = {
  /** Rows written into the page by `scripts/generate-message-pages.mjs`, in schema order. */
  rows: FieldRow[];
  /** Accessible caption, e.g. "Fields of set_task". */
  caption: string;
};

/**
 * Field table of one streaming message: every field of the payload as a
 * dotted path with its type and whether it is required (a badge, or
 * "optional" after the type), then its default, allowed values and
 * constraints, and description. Server-rendered: no state, no effects.
 */
export default function MessageFieldTable({rows, caption}: Props): ReactNode {
  return (
      <ScrollableTable dense>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Default</th>
            <th scope="col">Allowed values and constraints</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path}>
              <th scope="row" className={styles.field}>
                <FieldName row={row} label={row.path} />
                <span className={styles.type}>
                  {row.type}
                  {row.required ? null : ', optional'}
                </span>
              </th>
              <td>
                <DefaultValue row={row} />
              </td>
              <td className={styles.constraints}>
                <AllowedValues row={row} />
              </td>
              <td className={styles.description}>
                <InlineMarkdown text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
  );
}
