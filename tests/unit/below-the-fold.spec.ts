import {test, expect} from '@playwright/test';
import remarkBelowTheFold from '../../src/plugins/below-the-fold/remark-below-the-fold';

// Which part of a page a link's click draws after the top (components/BelowTheFold).

type Node = {type: string; name?: string; value?: string; children?: Node[]};

const paragraph = (characters: number): Node => ({type: 'paragraph', children: [{type: 'text', value: 'x'.repeat(characters)}]});
const code = (lines: number): Node => ({type: 'code', value: Array.from({length: lines}, (_, i) => `line ${i}`).join('\n')});
const esm: Node = {type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs';"};

function transformed(children: Node[]): Node[] {
  const root: Node = {type: 'root', children};
  remarkBelowTheFold()(root);
  return root.children!;
}

test('a page of a few screens keeps its first screen at the top and wraps the rest, imports staying at the top level', () => {
  const top = [esm, {type: 'heading', children: [{type: 'text', value: 'Inputs'}]}, paragraph(400), code(30)];
  const rest = [paragraph(800), code(40), paragraph(2000)];
  const later: Node = {type: 'mdxjsEsm', value: 'export const toc = [];'};
  const children = transformed([...top, rest[0], later, ...rest.slice(1)]);
  expect(children.slice(0, top.length)).toEqual(top);
  expect(children[top.length]).toEqual({type: 'mdxJsxFlowElement', name: 'BelowTheFold', attributes: [], children: rest});
  expect(children.slice(top.length + 1)).toEqual([later]);
});

test('a page with little below its first screen is left as it is', () => {
  const children = [paragraph(1200), code(20), paragraph(1200)];
  expect(transformed(children)).toEqual(children);
});

test("an operation page folds inside its reference column: the intro, the samples and the reference's first screen stay", () => {
  const jsx = (name: string, children: Node[]): Node => ({type: 'mdxJsxFlowElement', name, attributes: [], children}) as Node;
  const intro = jsx('OperationIntro', [paragraph(400)]);
  const samples = jsx('OperationSamples', [code(120)]);
  const first = [{type: 'heading', children: [{type: 'text', value: 'Request'}]}, paragraph(1200)];
  const rest = [paragraph(2000), code(60), paragraph(1000)];
  const reference = jsx('OperationReference', [...first, ...rest]);
  const children = transformed([esm, jsx('OperationLayout', [intro, samples, reference])]);
  expect(children).toEqual([
    esm,
    jsx('OperationLayout', [intro, samples, jsx('OperationReference', [...first, jsx('BelowTheFold', rest)])]),
  ]);
});
