import React, {Fragment, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ColouredCode} from './runs';

/** Columns a tab takes: the `tab-size` of code in src/css/custom.css. */
const TAB_COLUMNS = 4;

/** Columns of a line's leading spaces and tabs. */
function indentColumns(line: string): number {
  let columns = 0;
  for (const character of line) {
    if (character === ' ') columns += 1;
    else if (character === '\t') columns += TAB_COLUMNS - (columns % TAB_COLUMNS);
    else break;
  }
  return columns;
}

type Piece = {text: string; style?: number};

type Props = {
  code: string;
  coloured: ColouredCode;
  wrapped: boolean;
  /** Classes of lines (highlighted lines), by line index. */
  lineClassNames?: Record<number, string[]>;
};

/**
 * Code drawn from its runs: one element per coloured run, lines separated by
 * newlines. A line with classes (a highlighted line) is an element of its own;
 * the other lines stay text. With `wrapped` (the block's wrap button is on),
 * each line is an element that carries its indentation (`--code-indent`), so
 * that a wrapped line's continuation hangs below its own start (src/css/custom.css).
 */
export default function ColouredLines({code, coloured, wrapped, lineClassNames = {}}: Props): ReactNode {
  const pieces: Piece[] = [];
  let offset = 0;
  for (const run of coloured.runs) {
    const [length, style] = typeof run === 'number' ? [run, undefined] : run;
    pieces.push({text: code.slice(offset, offset + length), style});
    offset += length;
  }
  const draw = (piece: Piece, key: number) => {
    if (piece.style === undefined) return piece.text;
    const [className, style] = coloured.styles[piece.style];
    return (
      <span key={key} className={className} style={style}>
        {piece.text}
      </span>
    );
  };
  const marked = Object.keys(lineClassNames).length > 0;
  if (!wrapped && !marked) return <>{pieces.map(draw)}</>;
  const lines: Piece[][] = [[]];
  for (const piece of pieces) {
    piece.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines.at(-1)!.push({...piece, text: part});
    });
  }
  if (!wrapped) {
    // A highlighted line is a block that ends with its newline, as the stock line ends with a <br>.
    return lines.map((line, index) => {
      const end = index < lines.length - 1 ? '\n' : '';
      const classes = lineClassNames[index];
      return classes ? (
        <span key={index} className={clsx(classes)}>
          {line.map(draw)}
          {end}
        </span>
      ) : (
        <Fragment key={index}>
          {line.map(draw)}
          {end}
        </Fragment>
      );
    });
  }
  return lines.map((line, index) => {
    const indent = indentColumns(line[0]?.text ?? '');
    return (
      <span
        key={index}
        className={clsx('token-line', lineClassNames[index])}
        style={indent ? ({'--code-indent': String(indent)} as CSSProperties) : undefined}>
        {line.map(draw)}
        {'\n'}
      </span>
    );
  });
}
