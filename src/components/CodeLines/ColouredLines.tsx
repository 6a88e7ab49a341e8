import React, {type CSSProperties, type ReactNode} from 'react';
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

/**
 * Code drawn from its runs: one element per coloured run, lines separated by
 * newlines. With `wrapped` (the block's wrap button is on), each line is an
 * element of its own that carries its indentation (`--code-indent`), so that a
 * wrapped line's continuation hangs below its own start (src/css/custom.css).
 */
export default function ColouredLines({code, coloured, wrapped}: {code: string; coloured: ColouredCode; wrapped: boolean}): ReactNode {
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
  if (!wrapped) return <>{pieces.map(draw)}</>;
  const lines: Piece[][] = [[]];
  for (const piece of pieces) {
    piece.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines.at(-1)!.push({...piece, text: part});
    });
  }
  return lines.map((line, index) => {
    const indent = indentColumns(line[0]?.text ?? '');
    return (
      <span key={index} className="token-line" style={indent ? ({'--code-indent': String(indent)} as CSSProperties) : undefined}>
        {line.map(draw)}
        {'\n'}
      </span>
    );
  });
}
