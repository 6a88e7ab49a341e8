import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {mdxFiles} from '../support/code-blocks';
import {root} from '../support/paths';
import sidebars from '../../sidebars';

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`));
}

test('no page, component or config hard-codes a deploy-time host or address', () => {
  const sources = [
    ...filesUnder('docs', /\.mdx?$/),
    ...filesUnder('blog', /\.(mdx?|ya?ml)$/),
    ...filesUnder('src', /\.(tsx?|json|css|mdx?)$/),
    ...filesUnder('config', /\.ts$/).filter((file) => !file.endsWith('deployment.ts')),
    path.join(root, 'sidebars.ts'),
    path.join(root, 'docusaurus.config.ts'),
  ];
  // The RTMP destination is a stand-in the reader replaces, not a deployment value.
  const standIn = /rtmp\.example\.com/g;
  const host = /example\.com/;
  const offenders = sources.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({line, index}))
      .filter(({line}) => host.test(line.replace(standIn, '')))
      .map(({index}) => `${path.relative(root, file)}:${index + 1}`),
  );
  expect(offenders).toEqual([]);
});

test('every guide has a title and a description and sits in the sidebar', () => {
  const inSidebar = new Set<string>();
  const collect = (items: unknown): void => {
    if (Array.isArray(items)) items.forEach(collect);
    else if (typeof items === 'string') inSidebar.add(items);
    else if (items && typeof items === 'object') {
      const item = items as {items?: unknown; link?: {id?: string}; id?: string};
      if (item.link?.id) inSidebar.add(item.link.id);
      if (item.id) inSidebar.add(item.id);
      collect(item.items);
    }
  };
  Object.values(sidebars).forEach(collect);
  const problems: string[] = [];
  // `_name.mdx` files are partials: imported by pages, never pages themselves.
  for (const file of mdxFiles(path.join(root, 'docs')).filter((f) => !path.basename(f).startsWith('_'))) {
    const id = path.relative(path.join(root, 'docs'), file).replace(/\.mdx?$/, '');
    const text = fs.readFileSync(file, 'utf8');
    const frontMatter = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    if (!/^title: .+/m.test(frontMatter)) problems.push(`${id}: no title`);
    if (!/^description: .+/m.test(frontMatter)) problems.push(`${id}: no description`);
    if (!inSidebar.has(id)) problems.push(`${id}: not in any sidebar`);
  }
  expect(problems).toEqual([]);
});

test('step headings have one spelling, "Step 1." (as the quick starts), and never restart inside a step', () => {
  const offenders = filesUnder('docs', /\.mdx?$/).flatMap((file) => {
    const steps = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, index) => ({line, index}))
      .filter(({line}) => /^#{2,4}\s+Step \d/.test(line));
    return steps
      .filter(({line}, position) => {
        const number = /^#{2,4}\s+Step (\d+(?:\.\d+)*)\. \S/.exec(line)?.[1];
        if (!number) return true;
        // A sub-step is numbered inside its step (3.1 under 3), never from 1 again.
        const parent = number.split('.').slice(0, -1).join('.');
        const previous = steps.slice(0, position).map((step) => /Step (\d+(?:\.\d+)*)\./.exec(step.line)?.[1]);
        return parent !== '' && !previous.includes(parent);
      })
      .map(({line, index}) => `${path.relative(root, file)}:${index + 1}: ${line}`);
  });
  expect(offenders).toEqual([]);
});
