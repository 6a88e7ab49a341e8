import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import postBuildPipeline, {POST_BUILD_ORDER, postBuildStep, type BuiltPage, type PostBuildProps} from '../../src/plugins/post-build';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1 id="t">${title}</h1><table><tr><td>a</td></tr></table><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></main></body></html>`;

test('the post-build steps run in their written order, and each page is read and parsed once for all of them', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  try {
    fs.mkdirSync(path.join(outDir, 'docs/b'), {recursive: true});
    fs.mkdirSync(path.join(outDir, 'docs/a'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'docs/b/index.html'), page('B'));
    fs.writeFileSync(path.join(outDir, 'docs/a/index.html'), page('A'));
    fs.writeFileSync(path.join(outDir, '404.html'), page('Not found'));

    const calls: string[] = [];
    const trees = new Map<string, unknown[]>();
    for (const name of [...POST_BUILD_ORDER].reverse()) {
      postBuildStep(name, {
        start: () => void calls.push(`start ${name}`),
        page(built: BuiltPage) {
          calls.push(`${name} ${built.route ?? path.basename(built.file)}`);
          trees.set(built.file, [...(trees.get(built.file) ?? []), built.tree()]);
          // A step that changes its copy leaves the shared tree as it was.
          built.copy()('table').remove();
        },
        finish: () => void calls.push(`finish ${name}`),
      });
    }
    const props = {outDir, routesPaths: ['/docs/b', '/docs/a', '/docs/a']} as unknown as PostBuildProps;
    await postBuildPipeline().postBuild!(props);

    const [first, second, third, fourth] = POST_BUILD_ORDER;
    const each = (what: string) => POST_BUILD_ORDER.map((name) => `${name} ${what}`);
    expect(calls).toEqual([
      `start ${first}`,
      `start ${second}`,
      `start ${third}`,
      `start ${fourth}`,
      ...each('/docs/a'),
      ...each('/docs/b'),
      ...each('404.html'),
      `finish ${first}`,
      `finish ${second}`,
      `finish ${third}`,
      `finish ${fourth}`,
    ]);
    // One tree per page, the same object for every step: one parse.
    for (const seen of trees.values()) {
      expect(seen).toHaveLength(POST_BUILD_ORDER.length);
      expect(new Set(seen).size).toBe(1);
    }
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test('a page as hast holds what rehype-parse would make of it: properties, text, svg in its own space', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  try {
    fs.writeFileSync(
      path.join(outDir, 'index.html'),
      '<!doctype html><html><body><p class="a b" aria-hidden="true" data-lang="py">x &amp; y</p><svg viewBox="0 0 2 2"><path stroke-width="2" d="M0 0"/><use xlink:href="#i"/></svg><template><i>t</i></template></body></html>',
    );
    const {builtPages} = await import('../../src/plugins/post-build/pages');
    const {unified} = await import('unified');
    const {default: rehypeParse} = await import('rehype-parse');
    const strip = (node: unknown): unknown =>
      JSON.parse(JSON.stringify(node, (key, value: unknown) => (key === 'position' || key === 'data' ? undefined : value)));
    for await (const built of builtPages(outDir, ['/'])) {
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const expected = strip(unified().use(rehypeParse).parse(html)) as {children: unknown[]};
      const actual = strip(built.hast()) as {children: unknown[]};
      // rehype-parse keeps a template's content apart from its children; the twins leave templates out either way.
      const withoutTemplates = (node: unknown): unknown =>
        JSON.parse(JSON.stringify(node, (key, value: {tagName?: string}) => (value?.tagName === 'template' ? undefined : value)));
      expect(withoutTemplates(actual)).toEqual(withoutTemplates(expected));
    }
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});

test('the pipeline collects the garbage of the pages it parsed once the heap has grown past its headroom', async () => {
  const {heapGuard, HEADROOM_BYTES} = await import('../../src/plugins/post-build/heapGuard');
  // Flat one-byte strings of a million characters each (longer ones would be kept outside the heap), garbage as
  // soon as the array goes.
  const size = 1_000_000;
  const strings = (megabytes: number) => Array.from({length: megabytes}, (_, i) => Buffer.alloc(size, i % 256).toString('latin1'));
  // Garbage the build left before the pass, which V8 may collect at any moment, does not count as the pass's growth.
  expect(strings(HEADROOM_BYTES / size).length).toBeGreaterThan(0);
  const collectWhenGrown = heapGuard();
  let garbage: string[] | null = strings(Math.ceil(HEADROOM_BYTES / size) + 64);
  expect(garbage.length).toBeGreaterThan(0);
  garbage = null;
  const before = process.memoryUsage().heapUsed;
  collectWhenGrown();
  expect(before - process.memoryUsage().heapUsed).toBeGreaterThan(HEADROOM_BYTES / 2);
});
