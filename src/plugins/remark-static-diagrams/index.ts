import path from 'node:path';
import {escapePath, getFileLoaderUtils, posixPath} from '@docusaurus/utils';
import {describe} from './accessible-name';
import {renderDiagram} from './render';

/**
 * Turns every ```mermaid code block into a <Diagram> with two static SVG files
 * (light and dark) drawn at build time, so the browser loads no diagram
 * library and readers without JavaScript see the diagram. The files go through
 * webpack like Markdown images: hashed names under /assets/, long-term cached.
 */

type Node = {
  type: string;
  lang?: string | null;
  value?: string;
  position?: unknown;
  children?: Node[];
  [key: string]: unknown;
};

type VFile = {path: string; data: {compilerName?: string}; fail(message: string, place?: unknown): never};

/** `require("<loader>!./file.svg").default` as an MDX attribute value. */
function requireValue(request: string) {
  const call = {
    type: 'CallExpression',
    callee: {type: 'Identifier', name: 'require'},
    arguments: [{type: 'Literal', value: request, raw: JSON.stringify(request)}],
    optional: false,
  };
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `require(${JSON.stringify(request)}).default`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'MemberExpression',
              object: call,
              property: {type: 'Identifier', name: 'default'},
              computed: false,
              optional: false,
            },
          },
        ],
      },
    },
  };
}

const attribute = (name: string, value: unknown) => ({type: 'mdxJsxAttribute', name, value});

function diagrams(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'code' && node.lang === 'mermaid') found.push(node);
  for (const child of node.children ?? []) diagrams(child, found);
  return found;
}

export default function remarkStaticDiagrams(options: {siteDir: string}) {
  return async (tree: Node, file: VFile) => {
    const blocks = diagrams(tree);
    if (blocks.length === 0) return;
    const loader = getFileLoaderUtils(file.data.compilerName === 'server').loaders.inlineMarkdownAssetImageFileLoader;
    const request = (svg: string) => `${loader}${escapePath(`./${posixPath(path.relative(path.dirname(file.path), svg))}`)}`;
    for (const block of blocks) {
      const {source, title} = describe(block.value ?? '');
      let rendered;
      try {
        rendered = await renderDiagram(source, title, options.siteDir);
      } catch (error) {
        file.fail(`This Mermaid diagram could not be drawn: ${(error as Error).message}`, block.position);
      }
      const replacement: Node = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [
          attribute('alt', title),
          attribute('width', String(rendered.width)),
          attribute('height', String(rendered.height)),
          attribute('light', requireValue(request(rendered.files.light))),
          attribute('dark', requireValue(request(rendered.files.dark))),
        ],
        children: [],
        position: block.position,
      };
      for (const key of Object.keys(block)) delete block[key];
      Object.assign(block, replacement);
    }
  };
}
