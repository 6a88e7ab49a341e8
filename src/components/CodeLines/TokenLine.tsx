import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Token, TokenInputProps, TokenOutputProps, LineInputProps, LineOutputProps} from 'prism-react-renderer';
// The stock line's class names (its number column and highlighted-line rules), so that its CSS applies unchanged.
import {codeBlockStyles as styles} from '@site/src/internals/code-block';

type Props = {
  line: Token[];
  classNames?: string[];
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
};

/**
 * One line of a numbered block that wraps or has highlighted lines, laid out as the stock line is (number cell,
 * content cell, line break), with text in the block's own colour left as text: one element per coloured run, not per token.
 */
export default function TokenLine({line, classNames, getLineProps, getTokenProps}: Props): ReactNode {
  // A line that is only its newline: the <br> below already ends it.
  const tokens = line.length === 1 && line[0].content === '\n' ? [] : line;
  const lineProps = getLineProps({line: tokens, className: clsx(classNames, styles.codeLine)});
  const content = tokens.map((token, key) =>
    token.types.length === 1 && token.types[0] === 'plain' ? token.content : <span key={key} {...getTokenProps({token})} />,
  );
  return (
    <span {...lineProps}>
      <span className={styles.codeLineNumber} />
      <span className={styles.codeLineContent}>{content}</span>
      <br />
    </span>
  );
}
