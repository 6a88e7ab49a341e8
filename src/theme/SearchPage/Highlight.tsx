import React from 'react';

/** Cuts `text` into plain and marked parts. React escapes every part. */
function marked(text: string, ranges: [number, number][]): React.ReactNode[] {
  const parts: React.ReactNode[] = [];
  let cursor = 0;
  for (const [start, length] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (length === 0 || start < cursor) continue;
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(<mark key={start}>{text.slice(start, start + length)}</mark>);
    cursor = start + length;
  }
  parts.push(text.slice(cursor));
  return parts;
}

/** Marks each occurrence of the query words (titles have no stored positions). */
export function HighlightWords({text, words}: {text: string; words: string[]}): React.ReactNode {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = lower.indexOf(word); word && at >= 0; at = lower.indexOf(word, at + word.length)) ranges.push([at, word.length]);
  }
  return <>{marked(text, ranges)}</>;
}

/** A window of `text` around its first match, matches marked. */
export function Snippet({text, ranges, length = 160}: {text: string; ranges: [number, number][]; length?: number}): React.ReactNode {
  const first = ranges.find(([, size]) => size > 0)?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), text.length - length));
  const end = Math.min(text.length, start + length);
  const shifted = ranges.filter(([at, size]) => at >= start && at + size <= end).map(([at, size]): [number, number] => [at - start, size]);
  return (
    <>
      {start > 0 && '… '}
      {marked(text.slice(start, end), shifted)}
      {end < text.length && ' …'}
    </>
  );
}
