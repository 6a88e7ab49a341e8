import fs from 'node:fs';
import path from 'node:path';
import {codeBlocksIn, mdxFiles} from './code-blocks';

export type Repeat = {kind: 'table row' | 'code block'; text: string; places: string[]};

/** Table body rows of an MDX file (header and separator rows left out), with their line numbers. */
function tableRows(file: string): {line: number; text: string}[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const rows: {line: number; text: string}[] = [];
  let inFence = false;
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (/^(`{3,}|~{3,})/.test(text)) inFence = !inFence;
    if (inFence || !text.startsWith('|')) return;
    const isSeparator = /^\|[\s:|-]+\|$/.test(text);
    const isHeader = /^\|[\s:|-]+\|$/.test((lines[index + 1] ?? '').trim());
    if (!isSeparator && !isHeader) rows.push({line: index + 1, text: text.replace(/\s+/g, ' ')});
  });
  return rows;
}

/**
 * Table rows and code blocks of five or more lines that stand verbatim in two
 * or more different guides: each is a fact without one home.
 */
export function repeatsAcrossGuides(dir: string, exclude: string[] = []): Repeat[] {
  const files = mdxFiles(dir).filter((file) => !exclude.some((prefix) => file.startsWith(prefix)));
  const seen = new Map<string, {kind: Repeat['kind']; text: string; places: string[]; files: Set<string>}>();
  const add = (kind: Repeat['kind'], text: string, file: string, line: number) => {
    const key = `${kind}\u0000${text}`;
    const entry = seen.get(key) ?? {kind, text, places: [], files: new Set<string>()};
    entry.places.push(`${path.relative(dir, file)}:${line}`);
    entry.files.add(file);
    seen.set(key, entry);
  };
  for (const file of files) for (const row of tableRows(file)) add('table row', row.text, file, row.line);
  for (const block of codeBlocksIn(dir)) {
    if (!files.includes(block.file)) continue;
    const code = block.code.trim();
    if (code.split('\n').length >= 5) add('code block', code, block.file, block.line);
  }
  return [...seen.values()].filter((entry) => entry.files.size > 1).map(({kind, text, places}) => ({kind, text, places}));
}
