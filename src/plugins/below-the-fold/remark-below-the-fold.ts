/**
 * Wraps what a long page has below its first screen in <BelowTheFold>
 * (components/BelowTheFold), which a link's click draws after the top of the
 * page. The page's HTML, its headings, anchors and search entries stay as they
 * are: the server and a first load render everything at once.
 *
 * A page's length is estimated in lines of text at a phone's width, from the
 * text of each top-level block (a code block by its own lines). An operation
 * page's blocks sit in layout elements: the fold may fall inside those, and
 * its samples, beside the reference on a wide screen, do not count.
 */

type Node = {type: string; name?: string; value?: string; children?: Node[]; attributes?: unknown[]};

/** Characters of prose in a line at a phone's width. */
const LINE_CHARACTERS = 40;
/** A little more than a phone's screen: the blocks drawn with the click. */
const FOLD_LINES = 40;
/** Pages with less than this below the fold are drawn at once. */
const MIN_DEFERRED_LINES = 80;
/** Nodes that must stay at the top level of an MDX document. */
const TOP_LEVEL_ONLY = new Set(['mdxjsEsm', 'yaml', 'toml', 'definition', 'footnoteDefinition']);

function textLength(node: Node): number {
  return (node.value?.length ?? 0) + (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

/** Estimated lines a block takes, its margins counted as one. */
export function linesOf(node: Node): number {
  if (node.type === 'code') return (node.value ?? '').split('\n').length + 2;
  return Math.ceil(textLength(node) / LINE_CHARACTERS) + 1;
}

/** JSX elements that hold a page's flow (an operation page's columns): the fold may fall inside them. */
const CONTAINERS = new Set(['OperationLayout', 'OperationReference']);
/** JSX elements beside the flow on a wide screen (an operation's samples): they do not push the fold down. */
const ASIDES = new Set(['OperationSamples']);

const isJsx = (node: Node, names: Set<string>) => node.type === 'mdxJsxFlowElement' && names.has(node.name ?? '');

/** Estimated lines of a list of blocks, containers by their content and asides as none. */
function linesOfAll(nodes: Node[]): number {
  return nodes.reduce((sum, node) => {
    if (TOP_LEVEL_ONLY.has(node.type) || isJsx(node, ASIDES)) return sum;
    return sum + (isJsx(node, CONTAINERS) ? linesOfAll(node.children ?? []) : linesOf(node));
  }, 0);
}

/**
 * Wraps what follows the fold in `nodes` and in the containers they lie in; returns the lines counted so far and
 * whether the fold was found. Nodes that must stay at the top level are kept out of the wrapper.
 */
function fold(nodes: Node[], linesBefore: number): {lines: number; folded: boolean; wrap: () => void} {
  let lines = linesBefore;
  for (const [index, node] of nodes.entries()) {
    if (TOP_LEVEL_ONLY.has(node.type) || isJsx(node, ASIDES)) continue;
    let folded = false;
    let inner = () => {};
    if (isJsx(node, CONTAINERS)) {
      ({lines, folded, wrap: inner} = fold(node.children ?? [], lines));
    } else {
      lines += linesOf(node);
      folded = lines >= FOLD_LINES;
    }
    if (!folded) continue;
    const wrap = () => {
      inner();
      const rest = nodes.slice(index + 1);
      const below = rest.filter((later) => !TOP_LEVEL_ONLY.has(later.type));
      if (!below.length) return;
      const kept = rest.filter((later) => TOP_LEVEL_ONLY.has(later.type));
      nodes.splice(index + 1, rest.length, {type: 'mdxJsxFlowElement', name: 'BelowTheFold', attributes: [], children: below}, ...kept);
    };
    return {lines, folded, wrap};
  }
  return {lines, folded: false, wrap: () => {}};
}

export default function remarkBelowTheFold() {
  return (root: Node) => {
    const children = root.children ?? [];
    const found = fold(children, 0);
    if (!found.folded || linesOfAll(children) - found.lines < MIN_DEFERRED_LINES) return;
    found.wrap();
  };
}
