import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import ScrollFrame from '@site/src/components/ScrollFrame';
import styles from './styles.module.css';

/**
 * Every table of the site (Markdown tables too, through MDXComponents): it
 * scrolls sideways with a visible cue when wider than the page, and on narrow
 * screens keeps its columns wide enough to read instead of squeezing every
 * row into a tall column of words.
 */
type Props = ComponentProps<'table'> & {
  /** Reference tables: full width, smaller type, top-aligned cells, caption above. */
  dense?: boolean;
};

export default function ScrollableTable({className, dense = false, ...props}: Props): React.ReactNode {
  return (
    <ScrollFrame className={styles.wrapper} label={tableLabel}>
      <table className={clsx(styles.table, dense && styles.dense, className)} {...props} />
    </ScrollFrame>
  );
}

function tableLabel(frame: HTMLDivElement): string {
  const caption = frame.querySelector('caption')?.textContent?.trim();
  if (caption) return `${caption} (scrollable table)`;
  const firstHeader = frame.querySelector('th')?.textContent?.trim();
  return firstHeader ? `Table of ${firstHeader} (scrollable)` : 'Scrollable table';
}
