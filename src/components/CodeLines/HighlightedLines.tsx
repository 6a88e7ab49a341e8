import React, {type CSSProperties, type ReactNode} from 'react';
import {Highlight, Prism, type Token, type TokenInputProps, type TokenOutputProps} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';

// The languages of themeConfig.prism.additionalLanguages, registered once, with the highlighter.
prismIncludeLanguages(Prism);

export type HighlightedLinesProps = {
  code: string;
  language: string;
  /** Classes of each line, from magic comments and `{1,3}` ranges. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
};

type Run = {className: string; style: CSSProperties; text: string};

/** Whether a token's style is the block's own colour and nothing else (plain text, punctuation, operators). */
const inBlockColour = (style: CSSProperties, plainColour: unknown) =>
  Object.keys(style).every((key) => key === 'color') && (style.color === undefined || style.color === plainColour);

/**
 * The code as text with one element per run of coloured tokens: tokens in the
 * block's own colour (plain text, punctuation, operators) stay text, and spaces
 * between two tokens of one colour join their run. Lines are separated by
 * newlines, which the block's `<pre>` keeps.
 */
function colouredRuns(tokens: Token[][], getTokenProps: (input: TokenInputProps) => TokenOutputProps, plainColour: unknown): (string | Run)[] {
  const runs: (string | Run)[] = [];
  const append = (text: string, run?: Omit<Run, 'text'>) => {
    const last = runs.at(-1);
    const lastStyle = typeof last === 'object' ? JSON.stringify(last.style) : undefined;
    if (run === undefined && typeof last === 'string') runs[runs.length - 1] = last + text;
    else if (run === undefined && last !== undefined && /^\s*$/.test(text) && typeof last === 'object') last.text += text;
    else if (run !== undefined && typeof last === 'object' && lastStyle === JSON.stringify(run.style)) last.text += text;
    else runs.push(run ? {...run, text} : text);
  };
  tokens.forEach((line, index) => {
    if (index > 0) append('\n');
    for (const token of line) {
      // An empty line is one token whose content is a newline; the separator above already stands for it.
      if (token.empty) continue;
      const {className, style = {}} = getTokenProps({token});
      append(token.content, inBlockColour(style, plainColour) ? undefined : {className, style});
    }
  });
  // Spaces kept inside a run are moved back out when nothing of its colour follows them.
  const merged: (string | Run)[] = [];
  for (const run of runs) {
    const trailing = typeof run === 'object' ? /\s*$/.exec(run.text)![0] : '';
    const parts = trailing && typeof run === 'object' ? [{...run, text: run.text.slice(0, -trailing.length)}, trailing] : [run];
    for (const part of parts) {
      const last = merged.at(-1);
      if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
      else merged.push(part);
    }
  }
  return merged;
}

/** A line's tokens with neighbours of one colour joined, and the block's own colour as `plain`: fewer elements per numbered line. */
function joinedTokens(line: Token[], getTokenProps: (input: TokenInputProps) => TokenOutputProps, plainColour: unknown): Token[] {
  const joined: (Token & {key: string})[] = [];
  for (const token of line) {
    const {style = {}} = getTokenProps({token});
    const plain = inBlockColour(style, plainColour);
    const next = plain ? {...token, types: ['plain']} : token;
    const key = plain ? 'plain' : JSON.stringify(style);
    const last = joined.at(-1);
    if (last && last.key === key) last.content += token.content;
    else joined.push({...next, key});
  }
  return joined.map(({key: _key, ...token}) => token);
}

/**
 * The lines of a code block as Prism tokens, coloured by the site's Prism theme:
 * one element per coloured run, or the stock line elements where lines carry
 * classes (highlighted lines) or numbers.
 */
export default function HighlightedLines({code, language, lineClassNames, showLineNumbers}: HighlightedLinesProps): ReactNode {
  const prismTheme = usePrismTheme();
  const perLine = showLineNumbers || Object.keys(lineClassNames).length > 0;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) =>
        perLine ? (
          <>
            {tokens.map((line, index) => (
              <Line
                key={index}
                line={joinedTokens(line, getTokenProps, prismTheme.plain.color)}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[index]}
                showLineNumbers={showLineNumbers}
              />
            ))}
          </>
        ) : (
          <>
            {colouredRuns(tokens, getTokenProps, prismTheme.plain.color).map((run, index) =>
              typeof run === 'string' ? (
                run
              ) : (
                <span key={index} className={run.className} style={run.style}>
                  {run.text}
                </span>
              ),
            )}
          </>
        )
      }
    </Highlight>
  );
}
