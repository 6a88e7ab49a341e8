import React, {type ReactNode} from 'react';
import {Highlight, Prism, type Token, type TokenInputProps, type TokenOutputProps} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ColouredLines from './ColouredLines';
import NumberedLines from './NumberedLines';
import TokenLine from './TokenLine';
import {colouredCode, inBlockColour} from './runs';

// The languages of themeConfig.prism.additionalLanguages, registered once, with the highlighter.
prismIncludeLanguages(Prism);

export type HighlightedLinesProps = {
  code: string;
  language: string;
  /** Classes of each line, from magic comments and `{1,3}` ranges. */
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
  /** The block's wrap button is on: lines are elements with a hanging indent. */
  wrapped: boolean;
};

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
 * one element per coloured run and per highlighted line (ColouredLines), beside
 * one column of numbers where lines are numbered (NumberedLines). Numbered lines
 * that wrap or carry classes are line elements laid out as the stock ones (TokenLine).
 */
export default function HighlightedLines({code, language, lineClassNames, showLineNumbers, wrapped}: HighlightedLinesProps): ReactNode {
  const prismTheme = usePrismTheme();
  const numberedRows = showLineNumbers && (wrapped || Object.keys(lineClassNames).length > 0);
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => {
        if (numberedRows)
          return tokens.map((line, index) => (
            <TokenLine
              key={index}
              line={joinedTokens(line, getTokenProps, prismTheme.plain.color)}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
            />
          ));
        const lines = (
          <ColouredLines
            code={code}
            coloured={colouredCode(tokens, getTokenProps, prismTheme.plain.color)}
            wrapped={wrapped}
            lineClassNames={lineClassNames}
          />
        );
        return showLineNumbers ? <NumberedLines lineCount={tokens.length}>{lines}</NumberedLines> : lines;
      }}
    </Highlight>
  );
}
