/**
 * The text alternative of a diagram. Mermaid's own `accTitle:` and `accDescr:`
 * lines win; without them the name lists what the diagram shows (participants,
 * states or boxes), so no diagram reaches a screen reader unnamed.
 */

const ACC_LINE = /^\s*(accTitle|accDescr)\s*:\s*(.+?)\s*$/;
const ACC_BLOCK = /^\s*accDescr\s*\{([\s\S]*?)\}\s*$/m;

export type Described = {source: string; title: string};

function listed(items: string[]): string {
  const unique = [
    ...new Set(
      items
        .map((item) =>
          item
            .replace(/<br\s*\/?>/gi, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        )
        .filter(Boolean),
    ),
  ];
  if (unique.length <= 1) return unique.join('');
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}

function sequenceParticipants(source: string): string[] {
  const declared = [...source.matchAll(/^\s*(?:participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/gm)].map((m) => m[2] ?? m[1]);
  if (declared.length) return declared;
  return [...source.matchAll(/^\s*([^\s:>-]+)\s*-?-[>x)]+\+?-?\s*([^\s:]+)\s*:/gm)].flatMap((m) => [m[1], m[2]]);
}

function stateNames(source: string): string[] {
  return [...source.matchAll(/^\s*(\[\*\]|[\w-]+)\s*-->\s*(\[\*\]|[\w-]+)/gm)]
    .flatMap((m) => [m[1], m[2]])
    .filter((name) => name !== '[*]');
}

/** Quoted or bracketed labels of flowchart boxes, in order of appearance. */
function flowchartLabels(source: string): string[] {
  const body = source
    .split('\n')
    .slice(1)
    .join('\n')
    .replace(/\|[^|]*\|/g, '');
  return [...body.matchAll(/\w+\s*(?:\(\[|\[\[|\[\(|\(\(|\[\/|\[\\|[[({>])"?([^\]})"]+?)"?(?:\]\)|\]\]|\)\]|\)\)|\/\]|\\\]|[\]})])/g)].map(
    (m) => m[1],
  );
}

function automaticTitle(source: string): string {
  const kind = source.trim().split(/\s/, 1)[0];
  if (kind === 'sequenceDiagram') return `Sequence diagram between ${listed(sequenceParticipants(source))}`;
  if (kind.startsWith('stateDiagram')) return `State diagram of ${listed(stateNames(source))}`;
  if (kind === 'flowchart' || kind === 'graph') return `Flowchart of ${listed(flowchartLabels(source))}`;
  return 'Diagram';
}

/** Splits the accessibility lines off the source, which the renderer does not know. */
export function describe(source: string): Described {
  let accTitle: string | undefined;
  let accDescr: string | undefined;
  const block = source.match(ACC_BLOCK);
  if (block) accDescr = block[1].replace(/\s+/g, ' ').trim();
  const lines = source
    .replace(ACC_BLOCK, '')
    .split('\n')
    .filter((line) => {
      const match = line.match(ACC_LINE);
      if (!match) return true;
      if (match[1] === 'accTitle') accTitle = match[2];
      else accDescr = match[2];
      return false;
    });
  const named = [accTitle, accDescr]
    .filter(Boolean)
    .map((text) => text!.replace(/\.?$/, '.'))
    .join(' ');
  return {source: lines.join('\n'), title: named || `${automaticTitle(source)}.`};
}
