import {test, expect} from '@playwright/test';
import {prismDark, prismLight} from '../../src/utils/prismThemes';

// Code blocks draw every token in a colour of the Prism theme of the colour
// mode, on the theme's background. The accessibility crawl leaves code tokens to
// this test, which checks every token type of both themes, not only those a page shows.

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

for (const [mode, theme] of [['light', prismLight], ['dark', prismDark]] as const) {
  test(`every code token colour of the ${mode} theme has 4.5:1 contrast on its background`, () => {
    const background = theme.plain.backgroundColor!;
    // Later styles win in prism-react-renderer, so each token type takes its last colour.
    const colours = new Map<string, string>([['plain text', theme.plain.color!]]);
    for (const style of theme.styles) if (style.style.color) for (const type of style.types) colours.set(type, style.style.color);
    expect(colours.size).toBeGreaterThan(30);
    const weak = [...colours]
      .map(([type, colour]) => ({type, colour, ratio: contrast(colour, background)}))
      .filter(({ratio}) => ratio < 4.5)
      .map(({type, colour, ratio}) => `${type}: ${colour} on ${background} (${ratio.toFixed(2)}:1)`);
    expect(weak).toEqual([]);
  });
}
