import React, {type ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import type CodeInlineType from '@theme/CodeInline';
import type {WrapperProps} from '@docusaurus/types';
import {withNameBreaks} from '@site/src/components/InlineMarkup';

type Props = WrapperProps<typeof CodeInlineType>;

/** Inline code in Markdown: names wrap only after `_`, `.` and `/` (see InlineMarkup). */
export default function CodeInlineWrapper({children, ...props}: Props): ReactNode {
  const parts = React.Children.toArray(children);
  const text = parts.every((part) => typeof part === 'string') ? parts.join('') : null;
  return <CodeInline {...props}>{text === null ? children : withNameBreaks(text)}</CodeInline>;
}
