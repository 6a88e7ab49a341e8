import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {prismTheme} from '../../src/utils/prismThemes';

// Code blocks draw every token in a colour variable of the Prism theme, set per
// colour mode in src/css/code-colours.css. The accessibility crawl leaves code
// tokens to this test, which checks every token type in both modes, not only
// those a page shows.

const PALETTE_FILE = path.join(__dirname, '../../src/css/code-colours.css');

/** The `--name: value` declarations of the first rule whose selector is `selector`. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${PALETTE_FILE} has no rule for ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
}

const PALETTES = {
  light: declarations(fs.readFileSync(PALETTE_FILE, 'utf8'), ':root'),
  dark: declarations(fs.readFileSync(PALETTE_FILE, 'utf8'), "[data-theme='dark']"),
};

/** The colour `var(--name)` stands for in a palette. */
function resolve(value: string, palette: Map<string, string>): string {
  const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!name) throw new Error(`theme colours are CSS variables, not ${value}`);
  const colour = palette.get(name);
  if (!colour) throw new Error(`${name} is not set in ${PALETTE_FILE}`);
  return colour;
}

/** The channels of `#rrggbb` or `rgb(r, g, b)`. */
function channels(colour: string): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((offset) => parseInt(hex[1].slice(offset, offset + 2), 16));
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (rgb) return rgb.slice(1).map(Number);
  throw new Error(`an opaque colour is needed, not ${colour}`);
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test('the contrast formula matches WCAG', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeGreaterThan(4.5);
  expect(contrast('#777777', '#ffffff')).toBeLessThan(4.5);
});

for (const [mode, palette] of Object.entries(PALETTES)) {
  test(`every code token colour of the ${mode} mode has 4.5:1 contrast on its background`, () => {
    const background = resolve(prismTheme.plain.backgroundColor!, palette);
    // Later styles win in prism-react-renderer, so each token type takes its last colour.
    const colours = new Map<string, string>([['plain text', resolve(prismTheme.plain.color!, palette)]]);
    for (const style of prismTheme.styles) if (style.style.color) for (const type of style.types) colours.set(type, resolve(style.style.color, palette));
    expect(colours.size).toBeGreaterThan(30);
    const weak = [...colours]
      .map(([type, colour]) => ({type, colour, ratio: contrast(colour, background)}))
      .filter(({ratio}) => ratio < 4.5)
      .map(({type, colour, ratio}) => `${type}: ${colour} on ${background} (${ratio.toFixed(2)}:1)`);
    expect(weak).toEqual([]);
  });
}
