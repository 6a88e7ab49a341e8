import {test, expect} from '@playwright/test';
import {prismTheme} from '../../shared/prism-themes';
import {CODE_PALETTES, channels, resolveColour} from '../support/code-palette';

// Code blocks draw every token in a colour variable of the Prism theme, set per
// colour mode in src/css/code-colours.css. The accessibility crawl leaves code
// tokens to this test, which checks every token type in both modes, not only
// those a page shows.

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

for (const [mode, palette] of Object.entries(CODE_PALETTES)) {
  test(`every code token colour of the ${mode} mode has 4.5:1 contrast on its background`, () => {
    const background = resolveColour(prismTheme.plain.backgroundColor!, palette);
    // Later styles win in prism-react-renderer, so each token type takes its last colour.
    const colours = new Map<string, string>([['plain text', resolveColour(prismTheme.plain.color!, palette)]]);
    for (const style of prismTheme.styles) if (style.style.color) for (const type of style.types) colours.set(type, resolveColour(style.style.color, palette));
    expect(colours.size).toBeGreaterThan(30);
    const weak = [...colours]
      .map(([type, colour]) => ({type, colour, ratio: contrast(colour, background)}))
      .filter(({ratio}) => ratio < 4.5)
      .map(({type, colour, ratio}) => `${type}: ${colour} on ${background} (${ratio.toFixed(2)}:1)`);
    expect(weak).toEqual([]);
  });
}
