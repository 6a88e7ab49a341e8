import React, {type ReactNode} from 'react';
import AnchoredTable from '@site/src/components/AnchoredTable';
import InlineMarkup from '@site/src/components/InlineMarkup';
import {AllowedValues, DefaultValue, FieldName, type FieldRow} from '@site/src/components/SchemaFieldCells';
import styles from './styles.module.css';

type Props = {
  /** Rows written into the page by `npm run gen` (`scripts/generators/message-pages/`), in schema order. */
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
    <AnchoredTable
      dense
      caption={caption}
      rows={rows}
      rowKey={(row) => row.path}
      columns={[
        {
          heading: 'Field',
          className: styles.field,
          cell: (row) => (
            <>
              <FieldName row={row} label={row.path} />{' '}
              <span className={styles.type}>
                {row.type}
                {row.required ? null : ', optional'}
              </span>
            </>
          ),
        },
        {heading: 'Default', cell: (row) => <DefaultValue row={row} />},
        {heading: 'Allowed values and constraints', cell: (row) => <AllowedValues row={row} />, className: styles.constraints},
        {heading: 'Description', cell: (row) => <InlineMarkup text={row.description} />, className: styles.description},
      ]}
    />
  );
}
