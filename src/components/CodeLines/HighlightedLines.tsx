import React, {type ReactNode} from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
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

/** The lines of a code block as Prism tokens, coloured by the site's Prism theme. */
export default function HighlightedLines({code, language, lineClassNames, showLineNumbers}: HighlightedLinesProps): ReactNode {
  const prismTheme = usePrismTheme();
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <>
          {tokens.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
              showLineNumbers={showLineNumbers}
            />
          ))}
        </>
      )}
    </Highlight>
  );
}
