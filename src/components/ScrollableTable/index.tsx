import React, {Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import ScrollFrame from '@site/src/components/ScrollFrame';
import styles from './styles.module.css';

/**
 * Every table of the site (Markdown tables too, through MDXComponents). On
 * phones each row becomes a card of "heading: value" lines, so no column is
 * ever off-screen; wider screens keep the table, which scrolls sideways with a
 * visible cue when it does not fit. Long tables keep their header row in view.
 */
type Props = ComponentProps<'table'> & {
  /** Reference tables: full width, smaller type, top-aligned cells, caption above. */
  dense?: boolean;
};

/** Tables with more rows than this scroll inside a frame of their own, under a sticky header row. */
const LONG_TABLE_ROWS = 15;
/** Tables with at least this many columns take smaller type on desktops, so that they fit the content column and their prose column keeps room. */
const WIDE_TABLE_COLUMNS = 5;

type ElementWithChildren = ReactElement<{children?: ReactNode; className?: string}>;

function elements(children: ReactNode): ElementWithChildren[] {
  return Children.toArray(children).filter((child): child is ElementWithChildren => isValidElement(child));
}

/** The text of a React node, as a reader sees it. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

type RoleProps = {role?: string; 'data-label'?: string; scope?: string; children?: ReactNode};

/** A header cell's role: a row header when it heads a body row. */
const cellRole = (cell: ReactElement<RoleProps>, inBody: boolean): string =>
  cell.type === 'th' ? (inBody || cell.props.scope === 'row' ? 'rowheader' : 'columnheader') : 'cell';

/** Copies of the rows of a `thead` or `tbody`, with explicit roles and, in the body, labelled cells. */
function rowsOf(group: ReactElement<RoleProps>, labels: string[] | null): ReactElement {
  return cloneElement(group, {
    role: 'rowgroup',
    children: Children.map(group.props.children, (row) => {
      if (!isValidElement<RoleProps>(row)) return row;
      let column = 0;
      return cloneElement(row, {
        role: 'row',
        children: Children.map(row.props.children, (cell) => {
          if (!isValidElement<RoleProps>(cell)) return cell;
          const label = labels?.[column++];
          return cloneElement(cell, {role: cellRole(cell, labels !== null), ...(label ? {'data-label': label} : {})});
        }),
      });
    }),
  });
}

/**
 * Gives each body cell a `data-label` with its column's heading (shown before
 * the value when a row is a card) and counts the body rows. The roles are
 * explicit because a table laid out as cards (CSS `display: block`) loses its
 * implicit ones in some browsers.
 */
function labelCells(children: ReactNode): {children: ReactNode; rows: number; columns: number} {
  const parts = elements(children);
  const headRow = elements(parts.find((part) => part.type === 'thead')?.props.children)[0];
  const labels = elements(headRow?.props.children).map((cell) => textOf(cell.props.children).trim());
  const rows = parts.filter((part) => part.type === 'tbody').reduce((sum, body) => sum + elements(body.props.children).length, 0);
  const labelled = Children.map(children, (part) => {
    if (!isValidElement<RoleProps>(part) || (part.type !== 'tbody' && part.type !== 'thead')) return part;
    return rowsOf(part, part.type === 'tbody' ? labels : null);
  });
  return {children: labelled, rows, columns: labels.length};
}

export default function ScrollableTable({className, dense = false, children, ...props}: Props): React.ReactNode {
  const {children: labelled, rows, columns} = labelCells(children);
  const long = rows > LONG_TABLE_ROWS;
  const wide = !dense && columns >= WIDE_TABLE_COLUMNS;
  return (
    <ScrollFrame className={styles.wrapper} frameClassName={clsx(long && styles.longFrame)} label={tableLabel}>
      <table
        role="table"
        className={clsx(styles.table, dense && styles.dense, wide && styles.wide, long && styles.long, className)}
        {...props}>
        {labelled}
      </table>
    </ScrollFrame>
  );
}

/** The nearest heading before the table, for telling tables of one page apart. */
function sectionOf(frame: HTMLElement): string | undefined {
  const headings = Array.from(document.querySelectorAll('article h2, article h3, article h4, main h2, main h3, main h4'));
  const before = headings.filter((heading) => heading.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING);
  return (
    before
      .at(-1)
      ?.textContent?.replace(/\u200b/g, '')
      .trim() || undefined
  );
}

function tableLabel(frame: HTMLDivElement): string {
  const caption = frame.querySelector('caption')?.textContent?.trim();
  if (caption) return `${caption} (scrollable table)`;
  const firstHeader = frame.querySelector('th')?.textContent?.trim();
  const section = sectionOf(frame);
  const what = firstHeader ? `Table of ${firstHeader}` : 'Table';
  return `${what}${section ? ` under “${section}”` : ''} (scrollable)`;
}
