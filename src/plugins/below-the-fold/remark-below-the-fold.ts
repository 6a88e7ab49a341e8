/**
 * Wraps what a long page has below its first screen in <BelowTheFold>
 * (components/BelowTheFold), which a link's click draws after the top of the
 * page. The page's HTML, its headings, anchors and search entries stay as they
 * are: the server and a first load render everything at once.
 *
 * A page's length is estimated in lines of text at a phone's width, from the
 * text of each top-level block (a code block by its own lines).
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

export default function remarkBelowTheFold() {
  return (root: Node) => {
    const children = root.children ?? [];
    let lines = 0;
    let fold = -1;
    for (const [index, node] of children.entries()) {
      if (TOP_LEVEL_ONLY.has(node.type)) continue;
      lines += linesOf(node);
      if (lines >= FOLD_LINES) {
        fold = index + 1;
        break;
      }
    }
    if (fold < 0) return;
    const below = children.slice(fold).filter((node) => !TOP_LEVEL_ONLY.has(node.type));
    if (below.reduce((sum, node) => sum + linesOf(node), 0) < MIN_DEFERRED_LINES) return;
    const kept = children.slice(fold).filter((node) => TOP_LEVEL_ONLY.has(node.type));
    root.children = [...children.slice(0, fold), {type: 'mdxJsxFlowElement', name: 'BelowTheFold', attributes: [], children: below}, ...kept];
  };
}
