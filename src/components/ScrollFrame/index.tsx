import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {useLaidOut} from '@site/src/utils/useLaidOut';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  children: ReactNode;
  /** Accessible name of the frame while it scrolls, read from its content once measured. */
  label: (frame: HTMLDivElement) => string;
  className?: string;
  frameClassName?: string;
};

type Overflow = {scrollable: boolean; atEnd: boolean};

/**
 * A box that scrolls sideways when its content is wider than the column, and
 * says so: shadows on the edges that hide content (pure CSS, so also without
 * JavaScript) and a "Scroll" hint until the reader reaches the end. Only while
 * it scrolls is it a focusable, labelled region, so keyboard users can scroll
 * it too; content that fits adds no tab stop.
 */
export default function ScrollFrame({children, label, className, frameClassName}: Props): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({scrollable: false, atEnd: true});

  const measure = useCallback((element: HTMLDivElement) => {
    const scrollable = element.scrollWidth > element.clientWidth + 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setOverflow((previous) => (previous.scrollable === scrollable && previous.atEnd === atEnd ? previous : {scrollable, atEnd}));
  }, []);
  useLaidOut(frame, measure);

  const region = overflow.scrollable && frame.current ? {tabIndex: 0, role: 'region', 'aria-label': label(frame.current)} : {};
  return (
    <div className={clsx(styles.wrapper, className)}>
      <div ref={frame} className={clsx(styles.frame, frameClassName)} onScroll={(event) => measure(event.currentTarget)} {...region}>
        {children}
      </div>
      {/* Kept (hidden) at the end of the scroll, so the content below does not move. */}
      {overflow.scrollable && (
        <span className={clsx(styles.hint, overflow.atEnd && styles.hintDone)} aria-hidden="true">
          Scroll →
        </span>
      )}
    </div>
  );
}
