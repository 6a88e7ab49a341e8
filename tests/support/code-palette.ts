import fs from 'node:fs';
import path from 'node:path';

// The code token palettes of src/css/code-colours.css, as tests read them.

export const PALETTE_FILE = path.join(__dirname, '../../src/css/code-colours.css');

/** The `--name: value` declarations of the first rule whose selector is `selector`. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${PALETTE_FILE} has no rule for ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
}

const css = fs.readFileSync(PALETTE_FILE, 'utf8');

/** Each colour mode's code variables: `--code-keyword` → `#a40e26`. */
export const CODE_PALETTES = {
  light: declarations(css, ':root'),
  dark: declarations(css, "[data-theme='dark']"),
};

/** The colour `var(--name)` stands for in a palette. */
export function resolveColour(value: string, palette: Map<string, string>): string {
  const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!name) throw new Error(`theme colours are CSS variables, not ${value}`);
  const colour = palette.get(name);
  if (!colour) throw new Error(`${name} is not set in ${PALETTE_FILE}`);
  return colour;
}

/** The channels of `#rrggbb` or `rgb(r, g, b)`. */
export function channels(colour: string): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((offset) => parseInt(hex[1].slice(offset, offset + 2), 16));
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (rgb) return rgb.slice(1).map(Number);
  throw new Error(`an opaque colour is needed, not ${colour}`);
}

/** A colour as the browser's computed style writes it: `rgb(r, g, b)`. */
export function computedColour(colour: string): string {
  return `rgb(${channels(colour).join(', ')})`;
}
