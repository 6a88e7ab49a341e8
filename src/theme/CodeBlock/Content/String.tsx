import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {containsLineNumbers, parseCodeBlockTitle, parseLanguage, parseLines} from '@site/src/internals/theme-common';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeLines from '@site/src/components/CodeLines';
import {useWordWrap} from '@site/src/components/CodeLines/useWordWrap';
import type {ColouredCode} from '@site/src/components/CodeLines/runs';
// The stock block's buttons and class names, so that its CSS applies unchanged.
import {ButtonContext, CopyButton, WordWrapButton, codeBlockStyles as styles} from '@site/src/internals/code-block';

/**
 * A code block from a string: the stock block's markup and buttons, with the
 * highlighting moved into CodeLines so that hydrating a page costs no Prism.
 * `runs` is the colouring of a Markdown block, made at build time
 * (plugins/code-highlighting/remark-code-runs.ts), as JSON.
 */
export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
  runs,
}: Props & {runs?: string}): ReactNode {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  // Prism's language names are lower case; a block may say "JSON".
  const language = (languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage)?.toLowerCase();
  const prismTheme = usePrismTheme();
  const wordWrap = useWordWrap();
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const {lineClassNames, code} = parseLines(children, {metastring, language, magicComments});
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const coloured = useMemo(() => (runs ? (JSON.parse(runs) as ColouredCode) : undefined), [runs]);
  return (
    <Container
      as="div"
      className={clsx(blockClassName, language && !blockClassName.includes(`language-${language}`) && `language-${language}`)}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <pre
          // Scrollable code must be reachable by keyboard.
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx('prism-code', `language-${language ?? 'text'}`, styles.codeBlock, 'thin-scrollbar')}
          style={prismTheme.plain}>
          <CodeLines
            className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
            code={code}
            language={language ?? 'text'}
            lineClassNames={lineClassNames}
            showLineNumbers={showLineNumbers}
            wrapped={wordWrap.isEnabled}
            coloured={coloured}
          />
        </pre>
        <ButtonContext
          code={children}
          className={blockClassName}
          metastring={metastring}
          magicComments={magicComments}
          defaultLanguage={defaultLanguage}
          language={language}
          title={titleProp}
          showLineNumbers={showLineNumbersProp}
          wordWrap={wordWrap}>
          <div className={styles.buttonGroup}>
            {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
              <WordWrapButton onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />
            )}
            <CopyButton code={code} />
          </div>
        </ButtonContext>
      </div>
    </Container>
  );
}
