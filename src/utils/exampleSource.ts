/**
 * Helpers for showing the runnable examples of examples/ on the docs pages. The
 * pages import the files at build time (`!!raw-loader!@site/examples/...`) and
 * show either a whole file or a region of it. Regions are the editors' folding
 * markers: `// #region name` … `// #endregion` (TypeScript) and
 * `# region name` … `# endregion` (Python).
 */

const START = /^\s*(?:\/\/\s*#region|#\s*region)\s+(\S+)\s*$/;
const END = /^\s*(?:\/\/\s*#endregion|#\s*endregion)\b/;

/** The code between the markers of region `name`, dedented; markers of nested regions are left out. */
export function region(source: string, name: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => START.exec(line)?.[1] === name);
  if (start < 0) throw new Error(`The example source has no region "${name}".`);
  const body: string[] = [];
  let depth = 0;
  for (const line of lines.slice(start + 1)) {
    if (START.test(line)) {
      depth += 1;
    } else if (END.test(line)) {
      if (depth === 0) {
        const indent = Math.min(...body.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
        return body.map((l) => l.slice(indent)).join('\n');
      }
      depth -= 1;
    } else {
      body.push(line);
    }
  }
  throw new Error(`Region "${name}" of the example source is not closed.`);
}

/**
 * A code block metastring that highlights every line containing one of the
 * given snippets, e.g. `{3,7-8}`; throws when a snippet is not found, so a page
 * cannot highlight code that has gone.
 */
export function highlight(code: string, ...snippets: string[]): string {
  const lines = code.split('\n');
  const numbers = new Set<number>();
  for (const snippet of snippets) {
    const found = lines.flatMap((line, index) => (line.includes(snippet) ? [index + 1] : []));
    if (found.length === 0) throw new Error(`Nothing to highlight: "${snippet}" is not in the code.`);
    found.forEach((n) => numbers.add(n));
  }
  const sorted = [...numbers].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    ranges.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j;
  }
  return `{${ranges.join(',')}}`;
}
