import fs from 'node:fs';
import path from 'node:path';

export type CodeBlock = {file: string; line: number; language: string; meta: string; code: string};

/** Every fenced code block of the MDX files under `dir`, with where it starts. */
export function codeBlocksIn(dir: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const file of mdxFiles(dir)) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    let open: {fence: string; language: string; meta: string; line: number; body: string[]} | null = null;
    lines.forEach((text, index) => {
      const trimmed = text.trim();
      if (!open) {
        const match = trimmed.match(/^(`{3,})(\S*)\s*(.*)$/);
        if (match) open = {fence: match[1], language: match[2].toLowerCase(), meta: match[3], line: index + 1, body: []};
        return;
      }
      if (trimmed === open.fence) {
        blocks.push({file, line: open.line, language: open.language, meta: open.meta, code: dedent(open.body).join('\n')});
        open = null;
        return;
      }
      open.body.push(text);
    });
  }
  return blocks;
}

export function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? (entry as unknown as {path: string}).path, entry.name))
    .sort();
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut));
}

export function where(block: CodeBlock, root: string): string {
  return `${path.relative(root, block.file)}:${block.line}`;
}

export type Source = {name: string; language: string; blocks: CodeBlock[]; code: string};

const PART = /title="([^"]+?) \(part (\d+) of (\d+)\)"/;

/**
 * Turns code blocks into source files. Blocks titled `name (part N of M)` on one
 * page are joined in order into one file, since a guide may build a program step
 * by step; every other block stands alone.
 */
export function sourcesFrom(blocks: CodeBlock[]): {sources: Source[]; problems: string[]} {
  const sources: Source[] = [];
  const problems: string[] = [];
  const parts = new Map<string, {total: number; blocks: Map<number, CodeBlock>}>();
  blocks.forEach((block, index) => {
    const match = block.meta.match(PART);
    if (!match) {
      sources.push({name: `block_${index}`, language: block.language, blocks: [block], code: block.code});
      return;
    }
    const key = `${block.file}\u0000${match[1]}`;
    const entry = parts.get(key) ?? {total: Number(match[3]), blocks: new Map()};
    entry.blocks.set(Number(match[2]), block);
    parts.set(key, entry);
  });
  for (const [key, {total, blocks: byPart}] of parts) {
    const ordered = Array.from({length: total}, (_, i) => byPart.get(i + 1));
    const first = [...byPart.values()][0];
    if (ordered.some((block) => !block)) {
      problems.push(`${first.file}: ${key.split('\u0000')[1]} is missing parts (has ${[...byPart.keys()].sort().join(', ')} of ${total})`);
      continue;
    }
    const complete = ordered as CodeBlock[];
    sources.push({
      name: key.split('\u0000')[1].replace(/[^\w.]+/g, '_'),
      language: first.language,
      blocks: complete,
      code: complete.map((block) => block.code).join('\n\n'),
    });
  }
  return {sources, problems};
}

/** Maps a line of a joined source back to the MDX file and line it came from. */
export function locate(source: Source, line: number, root: string): string {
  let remaining = line;
  for (const block of source.blocks) {
    const length = block.code.split('\n').length;
    if (remaining <= length) return `${path.relative(root, block.file)}:${block.line + remaining}`;
    remaining -= length + 1;
  }
  return `${path.relative(root, source.blocks[0].file)}:${source.blocks[0].line}`;
}
