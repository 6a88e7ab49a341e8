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
