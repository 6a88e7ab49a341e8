import React, {type ReactNode} from 'react';
import clsx from 'clsx';
// The stock line's number and content cells, so that their CSS (sticky numbers, padding, colours) applies unchanged.
import {codeBlockStyles} from '@site/src/internals/code-block';
import styles from './styles.module.css';

type Props = {
  /** How many lines the code has. */
  lineCount: number;
  /** The code's lines, separated by newlines. */
  children: ReactNode;
};

/**
 * A numbered block as two columns: one holds every line number as generated
 * text (nothing to select, copy or read out), drawn left of the code. Three
 * elements for the whole block, where the stock row per line takes four per
 * line. Lines must not wrap, or the numbers would no longer sit beside them.
 */
export default function NumberedLines({lineCount, children}: Props): ReactNode {
  const numbers = Array.from({length: lineCount}, (_, index) => index + 1).join('\n');
  return (
    <span className={styles.numbered}>
      <span className={clsx(codeBlockStyles.codeLineContent, styles.lines)}>{children}</span>
      <span className={clsx(codeBlockStyles.codeLineNumber, styles.lineNumbers)} data-lines={numbers} aria-hidden="true" />
    </span>
  );
}
