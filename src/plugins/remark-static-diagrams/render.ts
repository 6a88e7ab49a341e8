import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

/**
 * Renders Mermaid source to two static SVG files, light and dark, with
 * beautiful-mermaid (pure Node: no browser at build time). Results are cached
 * by content hash, so a rebuild renders only the diagrams that changed.
 */

/** Colours of the two files; they match the site's page background and text. */
const PALETTES = {
  light: {bg: '#ffffff', fg: '#1c1e21', muted: '#4b5058', line: '#6b7079', accent: '#1c1e21', surface: '#f4f5f7', border: '#b8bcc4'},
  dark: {bg: '#1b1b1d', fg: '#e3e3e3', muted: '#c0c4cc', line: '#9a9ea6', accent: '#e3e3e3', surface: '#25262b', border: '#4a4d57'},
} as const;

export type Theme = keyof typeof PALETTES;

/** The smallest text in a diagram is shown at least this large (CSS px) at natural size. */
export const MIN_TEXT_PX = 12;
/**
 * Widest diagram (CSS px at natural size) that fits the docs column at 1280 px.
 * A left-to-right flowchart wider than this is laid out top to bottom instead.
 */
export const MAX_NATURAL_WIDTH = 740;

/** Beside the other build caches (`npm run gen` empties .generated/); deleting it only costs a re-render. */
export const CACHE_DIR = 'node_modules/.cache/static-diagrams';
/** Bump when the post-processing below changes, so cached files are redrawn. */
const FORMAT = 2;
const FONT_STACK = `system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`;

export type RenderedDiagram = {
  files: Record<Theme, string>;
  width: number;
  height: number;
};

type Renderer = typeof import('beautiful-mermaid');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see import-renderer.cjs
const importRenderer = require('./import-renderer.cjs') as () => Promise<Renderer>;
let renderer: Promise<Renderer> | undefined;
const loadRenderer = () => (renderer ??= importRenderer());

/** The renderer's exact version, pinned in the site's package.json, is part of the cache key. */
function rendererVersion(siteDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {dependencies: Record<string, string>};
  return manifest.dependencies['beautiful-mermaid'];
}

function size(svg: string): {width: number; height: number} {
  const match = svg.match(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/);
  if (!match) throw new Error('the renderer returned an SVG without a viewBox');
  return {width: Number(match[1]), height: Number(match[2])};
}

function isWideFlowchart(source: string, svg: string): boolean {
  return /^\s*(flowchart|graph)\s+LR\b/m.test(source) && size(svg).width * scaleFor(svg) > MAX_NATURAL_WIDTH;
}

/** How much to enlarge the drawing so that its smallest text is MIN_TEXT_PX. */
function scaleFor(svg: string): number {
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  return sizes.length ? Math.max(1, MIN_TEXT_PX / Math.min(...sizes)) : 1;
}

/*
 * The renderer sizes boxes for Inter, but the files show the reader's
 * system-ui, which can be much wider (DejaVu Sans on Linux, up to 15 % here).
 * Each label in a box is measured with the advance widths of DejaVu Sans, a
 * wide sans, and set smaller where it would not fit, so it stays inside its box
 * in any narrower font too.
 */
const WIDE_SANS_EM: Record<string, number> = {
  ...Object.fromEntries([...'abdeghnopqu'].map((character) => [character, 0.635])),
  ...Object.fromEntries([...'cksvxyz'].map((character) => [character, 0.59])),
  ...Object.fromEntries([...'fijlrt'].map((character) => [character, 0.4])),
  m: 0.975,
  w: 0.82,
  ...Object.fromEntries([...'0123456789'].map((character) => [character, 0.64])),
  ...Object.fromEntries([..." .,:;'!|"].map((character) => [character, 0.34])),
  ...Object.fromEntries([...'()[]{}/\\-'].map((character) => [character, 0.4])),
  ...Object.fromEntries([...'IJ'].map((character) => [character, 0.32])),
  ...Object.fromEntries([...'MW'].map((character) => [character, 1.0])),
  ...Object.fromEntries([...'_"'].map((character) => [character, 0.5])),
};
/** Uppercase letters and signs not listed (=, <, >, +, %, …). */
const WIDE_SANS_OTHER_EM = 0.84;
/** Clear space kept between a label and each side of its box. */
const LABEL_PADDING = 4;

function wideTextWidth(text: string, fontSize: number, fontWeight: number): number {
  const em = [...text].reduce(
    (sum, character) => sum + (WIDE_SANS_EM[character] ?? (/[A-Z]/.test(character) ? 0.72 : WIDE_SANS_OTHER_EM)),
    0,
  );
  return em * fontSize * (fontWeight >= 600 ? 1.1 : fontWeight >= 500 ? 1.04 : 1);
}

function weightOf(value: string | undefined): number {
  if (value === 'bold') return 700;
  return Number(value) || 400;
}

/** Sets each boxed label smaller where a wide font would take it past its box (the smallest box around its anchor). */
export function fitLabels(svg: string): string {
  const $ = cheerio.load(svg, {xml: true});
  $('g').each((_, group) => {
    const boxes = $(group)
      .children('rect')
      .toArray()
      .map((rect) => ({
        x: Number(rect.attribs.x),
        y: Number(rect.attribs.y),
        width: Number(rect.attribs.width),
        height: Number(rect.attribs.height),
      }));
    if (boxes.length === 0) return;
    $(group)
      .children('text')
      .each((_, text) => {
        const x = Number(text.attribs.x);
        const y = Number(text.attribs.y);
        const box = boxes
          .filter((each) => x >= each.x && x <= each.x + each.width && y >= each.y && y <= each.y + each.height)
          .sort((a, b) => a.width - b.width)[0];
        if (!box) return;
        const room =
          text.attribs['text-anchor'] === 'middle'
            ? 2 * Math.min(x - box.x, box.x + box.width - x) - 2 * LABEL_PADDING
            : box.x + box.width - x - LABEL_PADDING;
        const fontSize = Number(text.attribs['font-size']);
        const lines = $(text).children('tspan[x]').length
          ? $(text)
              .children('tspan[x]')
              .toArray()
              .map((line) => $(line).text())
          : [$(text).text()];
        const widest = Math.max(...lines.map((line) => wideTextWidth(line, fontSize, weightOf(text.attribs['font-weight']))));
        if (widest > room) $(text).attr('font-size', (Math.floor((fontSize * room * 100) / widest) / 100).toString());
      });
  });
  return $.xml();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Makes the renderer's SVG self-contained and sized: no web-font import (the
 * site loads nothing from third parties), the site's font stack, a title for
 * the standalone file, and width/height at the scale that keeps text legible.
 */
function finish(svg: string, title: string): string {
  const {width, height} = size(svg);
  const scale = scaleFor(svg);
  return fitLabels(svg)
    .replace(/^\s*@import url\([^)]*\);\s*$/gm, '')
    .replace(/text \{ font-family: [^}]*\}/, `text { font-family: ${FONT_STACK}; }`)
    .replace(
      /<svg ([^>]*?)width="[\d.]+" height="[\d.]+"/,
      (_, before: string) => `<svg ${before}width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" role="img"`,
    )
    .replace(/(<svg [^>]*>)/, `$1\n<title>${escapeXml(title)}</title>`);
}

function withPalette(svg: string, theme: Theme): string {
  const palette = PALETTES[theme];
  const style = Object.entries(palette)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
  return svg.replace(/(<svg [^>]*?)style="[^"]*"/, `$1style="${style};background:var(--bg)"`);
}

function cacheKey(source: string, title: string, version: string): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({FORMAT, version, source, title, PALETTES, MIN_TEXT_PX, MAX_NATURAL_WIDTH}))
    .digest('hex')
    .slice(0, 20);
}

function writeAtomic(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

function readSize(file: string): {width: number; height: number} {
  const head = fs.readFileSync(file, 'utf8').slice(0, 400);
  const match = head.match(/<svg [^>]*?width="(\d+)" height="(\d+)"/);
  if (!match) throw new Error(`${file} has no width and height`);
  return {width: Number(match[1]), height: Number(match[2])};
}

/** Renders (or reuses) the light and dark files of one diagram. */
export async function renderDiagram(source: string, title: string, siteDir: string): Promise<RenderedDiagram> {
  const cacheDir = path.join(siteDir, CACHE_DIR);
  const key = cacheKey(source, title, rendererVersion(siteDir));
  const files = {
    light: path.join(cacheDir, `diagram-${key}-light.svg`),
    dark: path.join(cacheDir, `diagram-${key}-dark.svg`),
  };
  if (!fs.existsSync(files.light) || !fs.existsSync(files.dark)) {
    const {renderMermaidSVG} = await loadRenderer();
    const options = {padding: 8, ...PALETTES.light};
    let svg = renderMermaidSVG(source, options);
    if (isWideFlowchart(source, svg)) {
      svg = renderMermaidSVG(source.replace(/^(\s*(?:flowchart|graph)\s+)LR\b/m, '$1TB'), options);
    }
    const finished = finish(svg, title);
    fs.mkdirSync(cacheDir, {recursive: true});
    writeAtomic(files.light, withPalette(finished, 'light'));
    writeAtomic(files.dark, withPalette(finished, 'dark'));
  }
  return {files, ...readSize(files.light)};
}
