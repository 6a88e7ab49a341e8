import {themes, type PrismTheme} from 'prism-react-renderer';

/** Token colours of one theme. */
type Palette = Record<'text' | 'background' | 'comment' | 'string' | 'variable' | 'keyword' | 'number' | 'function' | 'property' | 'deleted' | 'inserted', string>;

/** A base theme with every token group recoloured from `palette`. */
function withPalette(base: PrismTheme, palette: Palette): PrismTheme {
  return {
    ...base,
    plain: {color: palette.text, backgroundColor: palette.background},
    styles: [
      ...base.styles,
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: palette.comment, fontStyle: 'italic'}},
      {types: ['string', 'attr-value', 'template-string'], style: {color: palette.string}},
      {types: ['variable', 'parameter', 'constant'], style: {color: palette.variable}},
      {types: ['keyword', 'atrule', 'selector'], style: {color: palette.keyword}},
      {types: ['number', 'boolean'], style: {color: palette.number}},
      {types: ['function', 'class-name'], style: {color: palette.function}},
      {types: ['property', 'tag', 'attr-name'], style: {color: palette.property}},
      {types: ['punctuation', 'operator'], style: {color: palette.text}},
      {types: ['entity', 'url', 'symbol', 'char', 'builtin', 'important', 'regex', 'regex-source', 'regex-delimiter', 'namespace'], style: {color: palette.string}},
      {types: ['deleted'], style: {color: palette.deleted}},
      {types: ['inserted'], style: {color: palette.inserted}},
    ],
  };
}

/**
 * The stock GitHub and VS Dark themes have token colours below 4.5:1 on their
 * own backgrounds; these palettes keep every token at WCAG AA contrast.
 */
export const prismLight = withPalette(themes.github, {
  text: '#1f2328',
  background: '#f6f8fa',
  comment: '#57606a',
  string: '#0a3069',
  variable: '#953800',
  keyword: '#a40e26',
  number: '#0550ae',
  function: '#6639ba',
  property: '#0550ae',
  deleted: '#82071e',
  inserted: '#116329',
});

export const prismDark = withPalette(themes.vsDark, {
  text: '#e6edf3',
  background: '#161b22',
  comment: '#a8b1bb',
  string: '#a5d6ff',
  variable: '#ffa657',
  keyword: '#ff7b72',
  number: '#79c0ff',
  function: '#d2a8ff',
  property: '#7ee787',
  deleted: '#ffa198',
  inserted: '#7ee787',
});
