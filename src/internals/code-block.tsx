import React, {type ComponentType, type ReactNode} from 'react';
import * as themeCommonInternal from '@docusaurus/theme-common/internal';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

/**
 * The stock code block's buttons and class names (title bar, content, lines, line numbers, button group), taken
 * from theme-classic's own files so that the site's code blocks look and act like stock ones.
 * theme-classic 3.8 moved the buttons to `CodeBlock/Buttons/` and split the CSS module of
 * `CodeBlock/Content` into Content, Layout and Buttons; the context below finds them wherever the
 * installed version keeps them (3.7 and 3.8+ alike); tests/unit/internals.spec.ts checks that the
 * pattern finds each button once and the class names String.tsx uses.
 */

type Context = {keys(): string[]; (key: string): Record<string, unknown>};
declare const require: {context(directory: string, recursive: boolean, filter: RegExp): Context};

// The arguments must be literals: webpack reads them when it bundles.
const parts = require.context(
  '@docusaurus/theme-classic/lib/theme/CodeBlock',
  true,
  /^\.\/(?:(?:Buttons\/)?(?:CopyButton|WordWrapButton)\/index\.js|(?:Content|Layout|Buttons|Line)\/styles\.module\.css)$/,
);

function part<T>(name: RegExp): T {
  const key = parts.keys().find((candidate) => name.test(candidate));
  if (!key) throw new Error(`theme-classic has no CodeBlock part matching ${name}`);
  return parts(key).default as T;
}

export const CopyButton = part<ComponentType<{className?: string; code: string}>>(/\/CopyButton\/index\.js$/);
export const WordWrapButton =
  part<ComponentType<{className?: string; onClick: () => void; isEnabled: boolean}>>(/\/WordWrapButton\/index\.js$/);

/**
 * The class names of every CodeBlock CSS module, merged (their names do not overlap): a module's
 * default export, or its named exports where the bundler gives only those (the server build of 3.10).
 */
export const codeBlockStyles: Record<string, string> = Object.assign(
  {},
  ...parts
    .keys()
    .filter((key) => key.endsWith('.css'))
    .map((key) => {
      const {default: classNames, ...named} = parts(key);
      return (classNames ?? named) as Record<string, string>;
    }),
);

type MetadataParams = {
  code: string;
  className?: string;
  metastring?: string;
  magicComments: unknown;
  defaultLanguage?: string;
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
};
type Since38 = {
  CodeBlockContextProvider?: ComponentType<{metadata: unknown; wordWrap: unknown; children: ReactNode}>;
  createCodeBlockMetadata?: (params: MetadataParams) => unknown;
};
// Read by a computed name: 3.7 has neither export, and a static read would be a bundler warning there.
const since38 = (name: keyof Since38) => (themeCommonInternal as Record<string, unknown>)[name];
const CodeBlockContextProvider = since38('CodeBlockContextProvider') as Since38['CodeBlockContextProvider'];
const createCodeBlockMetadata = since38('createCodeBlockMetadata') as Since38['createCodeBlockMetadata'];

/**
 * From theme-classic 3.8 on, the buttons read the block (its code, its word wrap) from a context
 * instead of their props: this provides it where the installed version has one, and is nothing on 3.7.
 */
export function ButtonContext({
  wordWrap,
  children,
  ...block
}: MetadataParams & {wordWrap: ReturnType<typeof useCodeWordWrap>; children: ReactNode}): ReactNode {
  if (!CodeBlockContextProvider || !createCodeBlockMetadata) return children;
  return (
    <CodeBlockContextProvider metadata={createCodeBlockMetadata(block)} wordWrap={wordWrap}>
      {children}
    </CodeBlockContextProvider>
  );
}
