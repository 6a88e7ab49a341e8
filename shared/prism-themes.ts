import type {PrismTheme} from 'prism-react-renderer';

/**
 * The Prism theme of both colour modes. Tokens are coloured through the CSS
 * variables of src/css/code-colours.css, so the server-rendered code is right in
 * either mode and code blocks need no second render once the mode is known.
 */
export const prismTheme: PrismTheme = {
  plain: {color: 'var(--code-text)', backgroundColor: 'var(--code-background)'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: 'var(--code-comment)', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'template-string', 'template-punctuation'], style: {color: 'var(--code-string)'}},
    {types: ['variable', 'parameter', 'constant'], style: {color: 'var(--code-variable)'}},
    {types: ['keyword', 'atrule', 'selector', 'interpolation-punctuation', 'changed'], style: {color: 'var(--code-keyword)'}},
    {types: ['number', 'boolean'], style: {color: 'var(--code-number)'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: 'var(--code-function)'}},
    {types: ['property', 'tag', 'attr-name'], style: {color: 'var(--code-property)'}},
    {types: ['punctuation', 'operator'], style: {color: 'var(--code-text)'}},
    {
      types: ['entity', 'url', 'symbol', 'char', 'builtin', 'important', 'regex', 'regex-source', 'regex-delimiter', 'namespace'],
      style: {color: 'var(--code-string)'},
    },
    {types: ['deleted'], style: {color: 'var(--code-deleted)'}},
    {types: ['inserted'], style: {color: 'var(--code-inserted)'}},
  ],
};
