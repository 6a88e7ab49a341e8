import React, {useEffect, useRef, useState, type ComponentProps} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * A table that scrolls sideways inside its own box when it is wider than the
 * page. Only then does the box become a focusable, labelled region, so that
 * keyboard users can scroll it too; narrow tables add no extra tab stop.
 */
type Props = ComponentProps<'table'> & {
  /** Reference tables: full width, smaller type, top-aligned cells, caption above. */
  dense?: boolean;
};

export default function ScrollableTable({className, dense = false, ...props}: Props): React.ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const label = scrollable ? tableLabel(frame.current) : undefined;
  return (
    <div
      ref={frame}
      className={styles.frame}
      {...(scrollable ? {tabIndex: 0, role: 'region', 'aria-label': label} : {})}>
      <table className={clsx(styles.table, dense && styles.dense, className)} {...props} />
    </div>
  );
}

function tableLabel(frame: HTMLDivElement | null): string {
  const caption = frame?.querySelector('caption')?.textContent?.trim();
  if (caption) return `${caption} (scrollable table)`;
  const firstHeader = frame?.querySelector('th')?.textContent?.trim();
  return firstHeader ? `Table of ${firstHeader} (scrollable)` : 'Scrollable table';
}
