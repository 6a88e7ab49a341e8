import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {describe} from '../../src/plugins/remark-static-diagrams/accessible-name';
import {MAX_NATURAL_WIDTH, MIN_TEXT_PX, renderDiagram} from '../../src/plugins/remark-static-diagrams/render';
import {root} from '../support/paths';

const scratchSites: string[] = [];
test.afterAll(() => {
  for (const dir of scratchSites) fs.rmSync(dir, {recursive: true, force: true});
});

/** A throw-away site folder, removed after the tests: the renderer reads the pinned version from its package.json. */
function scratchSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
  scratchSites.push(dir);
  fs.copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  return dir;
}

const sequence = [
  'sequenceDiagram',
  '  participant C as Your client',
  '  participant S as Streaming server',
  '  C->>S: set_task',
  '  S-->>C: current_task',
].join('\n');

test.describe('accessible names of diagrams', () => {
  test('accTitle and accDescr name the diagram and are removed from the source', () => {
    const {source, title} = describe(
      ['flowchart LR', '  accTitle: The pipeline', '  accDescr: Speech in, speech out', '  a[In] --> b[Out]'].join('\n'),
    );
    expect(title).toBe('The pipeline. Speech in, speech out.');
    expect(source).not.toMatch(/acc(Title|Descr)/);
    expect(source).toContain('a[In] --> b[Out]');
  });

  test('without them, the name lists what the diagram shows', () => {
    expect(describe(sequence).title).toBe('Sequence diagram between Your client and Streaming server.');
    expect(describe('stateDiagram-v2\n  [*] --> Waiting\n  Waiting --> Connected: connect\n  Connected --> [*]').title).toBe(
      'State diagram of Waiting and Connected.',
    );
    expect(describe('flowchart LR\n  a([Live speech]) -->|audio| b[Recognition<br/>ASR]\n  b --> c[[Text events]]').title).toBe(
      'Flowchart of Live speech, Recognition ASR and Text events.',
    );
  });
});

test.describe('rendering at build time', () => {
  test('writes a light and a dark SVG with real text, legible size and no outside requests', async () => {
    const site = scratchSite();
    const {files, width, height} = await renderDiagram(describe(sequence).source, 'Session', site);
    for (const [mode, file] of Object.entries(files)) {
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg, mode).toMatch(/<text[^>]*>[^<]*set_task/);
      expect(svg, mode).toContain('<title>Session</title>');
      expect(svg, mode).not.toMatch(/@import|https?:\/\/(?!www\.w3\.org)/);
      const [, viewWidth] = svg.match(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/)!;
      const smallest = Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
      // Shown at its width attribute, the smallest text is at least 12 CSS px.
      expect(smallest * (width / Number(viewWidth)), mode).toBeGreaterThanOrEqual(MIN_TEXT_PX - 0.1);
      expect(svg, mode).toContain(`width="${width}" height="${height}"`);
    }
    expect(fs.readFileSync(files.light, 'utf8')).toContain('--bg:#ffffff');
    expect(fs.readFileSync(files.dark, 'utf8')).toContain('--bg:#1b1b1d');
  });

  test('a rebuild reuses the cached files; a changed diagram is drawn again', async () => {
    const site = scratchSite();
    const first = await renderDiagram(sequence, 'Session', site);
    const written = fs.statSync(first.files.light).mtimeMs;
    const again = await renderDiagram(sequence, 'Session', site);
    expect(again.files).toEqual(first.files);
    expect(fs.statSync(again.files.light).mtimeMs).toBe(written);
    const changed = await renderDiagram(sequence.replace('current_task', 'eos'), 'Session', site);
    expect(changed.files.light).not.toBe(first.files.light);
  });

  test('a left-to-right flowchart too wide for the column is laid out top to bottom', async () => {
    const chain = [
      'flowchart LR',
      ...'ABCDEFGHIJ'
        .split('')
        .slice(0, -1)
        .map((id, i) => `  ${id}[Step number ${i + 1}] --> ${'ABCDEFGHIJ'[i + 1]}[Step number ${i + 2}]`),
    ];
    const {width, height} = await renderDiagram(chain.join('\n'), 'Chain', scratchSite());
    expect(width).toBeLessThanOrEqual(MAX_NATURAL_WIDTH);
    expect(height).toBeGreaterThan(width);
  });

  test('a diagram the renderer cannot read fails with its message', async () => {
    await expect(renderDiagram('flowchart sideways\n  a --> b', 'Broken', scratchSite())).rejects.toThrow(/Invalid mermaid header/);
  });
});
