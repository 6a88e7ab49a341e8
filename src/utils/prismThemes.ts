import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The stock GitHub theme has token colours below 4.5:1 on its own background;
 * these overrides keep every token at WCAG AA contrast.
 */
export const prismLight: PrismTheme = {
  ...themes.github,
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    ...themes.github.styles,
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'template-string'], style: {color: '#0a3069'}},
    {types: ['variable', 'parameter', 'constant'], style: {color: '#953800'}},
    {types: ['keyword', 'atrule', 'selector'], style: {color: '#a40e26'}},
    {types: ['number', 'boolean'], style: {color: '#0550ae'}},
    {types: ['function', 'class-name'], style: {color: '#6639ba'}},
    {types: ['property', 'tag', 'attr-name'], style: {color: '#0550ae'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['entity', 'url', 'symbol', 'char', 'builtin', 'important', 'regex', 'regex-source', 'regex-delimiter', 'namespace'], style: {color: '#0a3069'}},
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['inserted'], style: {color: '#116329'}},
  ],
};

export const prismDark: PrismTheme = {
  ...themes.vsDark,
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    ...themes.vsDark.styles,
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#a8b1bb', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'template-string'], style: {color: '#a5d6ff'}},
    {types: ['variable', 'parameter', 'constant'], style: {color: '#ffa657'}},
    {types: ['keyword', 'atrule', 'selector'], style: {color: '#ff7b72'}},
    {types: ['number', 'boolean'], style: {color: '#79c0ff'}},
    {types: ['function', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['property', 'tag', 'attr-name'], style: {color: '#7ee787'}},
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
    {types: ['entity', 'url', 'symbol', 'char', 'builtin', 'important', 'regex', 'regex-source', 'regex-delimiter', 'namespace'], style: {color: '#a5d6ff'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
    {types: ['inserted'], style: {color: '#7ee787'}},
  ],
};
