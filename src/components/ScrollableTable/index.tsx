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

/**
 * Gives each body cell a `data-label` with its column's heading (shown before
 * the value when a row is a card) and counts the body rows.
 */
function labelCells(children: ReactNode): {children: ReactNode; rows: number} {
  const parts = elements(children);
  const headRow = elements(parts.find((part) => part.type === 'thead')?.props.children)[0];
  const labels = elements(headRow?.props.children).map((cell) => textOf(cell.props.children).trim());
  let rows = 0;
  const labelled = Children.map(children, (part) => {
    if (!isValidElement<{children?: ReactNode}>(part) || part.type !== 'tbody') return part;
    return cloneElement(part, {
      children: Children.map(part.props.children, (row) => {
        if (!isValidElement<{children?: ReactNode}>(row)) return row;
        rows += 1;
        let column = 0;
        return cloneElement(row, {
          children: Children.map(row.props.children, (cell) =>
            isValidElement(cell) ? cloneElement(cell as ReactElement<{'data-label'?: string}>, {'data-label': labels[column++] || undefined}) : cell,
          ),
        });
      }),
    });
  });
  return {children: labelled, rows};
}

export default function ScrollableTable({className, dense = false, children, ...props}: Props): React.ReactNode {
  const {children: labelled, rows} = labelCells(children);
  const long = rows > LONG_TABLE_ROWS;
  return (
    <ScrollFrame className={styles.wrapper} frameClassName={clsx(long && styles.longFrame)} label={tableLabel}>
      <table className={clsx(styles.table, dense && styles.dense, long && styles.long, className)} {...props}>
        {labelled}
      </table>
    </ScrollFrame>
  );
}

/** The nearest heading before the table, for telling tables of one page apart. */
function sectionOf(frame: HTMLElement): string | undefined {
  const headings = Array.from(document.querySelectorAll('article h2, article h3, article h4, main h2, main h3, main h4'));
  const before = headings.filter((heading) => heading.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING);
  return before.at(-1)?.textContent?.replace(/\u200b/g, '').trim() || undefined;
}

function tableLabel(frame: HTMLDivElement): string {
  const caption = frame.querySelector('caption')?.textContent?.trim();
  if (caption) return `${caption} (scrollable table)`;
  const firstHeader = frame.querySelector('th')?.textContent?.trim();
  const section = sectionOf(frame);
  const what = firstHeader ? `Table of ${firstHeader}` : 'Table';
  return `${what}${section ? ` under “${section}”` : ''} (scrollable)`;
}
