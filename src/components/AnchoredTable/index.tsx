import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

/** One column: its heading and how a row fills its cell. The first column is the row header. */
export type Column<Row> = {
  heading: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Class of the column's cells, e.g. to keep them on one line. */
  className?: string;
};

type Props<Row> = {
  rows: readonly Row[];
  columns: Column<NoInfer<Row>>[];
  rowKey: (row: Row) => string | number;
  /**
   * Element id of a row. A row with an id is a link target: its header cell
   * links to it ("link to this row"), the row is highlighted when the URL
   * points at it, and the id is registered with the build's anchor checker.
   */
  anchor?: (row: Row) => string | undefined;
  /** Further ids that lead to the same row (old or short forms of the anchor). */
  aliases?: (row: Row) => string[];
  /** Tooltip of the row's self-link, e.g. "Link to this code". */
  linkTitle?: string;
  /** Rows to hide (filtered out); they stay in the server-rendered HTML. */
  hidden?: (row: Row) => boolean;
  caption?: ReactNode;
  /** Keep the caption for screen readers only. */
  hideCaption?: boolean;
  /** Reference-table style of ScrollableTable. */
  dense?: boolean;
  className?: string;
};

/** A table driven by column definitions, whose rows can carry stable `id` anchors. */
export default function AnchoredTable<Row>({
  rows,
  columns,
  rowKey,
  anchor,
  aliases,
  linkTitle = 'Link to this row',
  hidden,
  caption,
  hideCaption = false,
  dense = false,
  className,
}: Props<Row>): ReactNode {
  const {collectAnchor} = useBrokenLinks();
  const [header, ...cells] = columns;
  return (
    <ScrollableTable dense={dense} className={clsx(styles.table, !dense && styles.oneLineHeadings, className)}>
      {caption && <caption className={clsx(hideCaption && 'visually-hidden')}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th scope="col" key={index}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = anchor?.(row);
          const otherIds = id ? (aliases?.(row) ?? []) : [];
          [id, ...otherIds].forEach((each) => each && collectAnchor(each));
          return (
            <tr key={rowKey(row)} id={id} className={clsx(id && styles.anchored)} hidden={hidden?.(row)}>
              <th scope="row" className={header.className}>
                {otherIds.map((alias) => (
                  <span key={alias} id={alias} className={styles.alias} />
                ))}
                {id ? (
                  <a href={`#${id}`} className={styles.selfLink} title={linkTitle}>
                    {header.cell(row)}
                  </a>
                ) : (
                  header.cell(row)
                )}
              </th>
              {cells.map((column, index) => (
                <td key={index} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** A ✓ or — cell mark (drawn by CSS), read as "Yes" or "No": one element per cell in tables of hundreds of marks. */
export function Mark({on}: {on: boolean}): ReactNode {
  return <span className={clsx(styles.mark, on ? styles.yes : styles.no)}>{on ? 'Yes' : 'No'}</span>;
}
