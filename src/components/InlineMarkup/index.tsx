import React, {type ComponentProps, type ReactNode} from 'react';

/** Pieces of a name, each ending at a boundary where it may wrap: `snake_`, `dotted.`, `url/`. */
const NAME_PIECE = /[^_./]*[_./]*/g;

/**
 * Text of a code name with a `<wbr>` after each `_`, `.` and `/`, so that a
 * name which does not fit wraps at a boundary (`subscriber_|count`) and never
 * inside a word. The text itself, as copied or indexed, is unchanged.
 */
export function withNameBreaks(text: string): ReactNode {
  const parts = (text.match(NAME_PIECE) ?? []).filter((part) => part !== '');
  if (parts.length < 2) return text;
  return parts.map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </React.Fragment>
  ));
}

type CodeProps = Omit<ComponentProps<'code'>, 'children'> & {children: string | number};

/** Inline code of a name or value, breakable only at name boundaries. */
export function Code({children, ...props}: CodeProps): ReactNode {
  return <code {...props}>{withNameBreaks(String(children))}</code>;
}

type Props = {
  /** Text whose only markup is inline code in backticks. */
  text: string;
  /** Renders the text between code spans; plain text by default. */
  renderText?: (text: string) => ReactNode;
  /** Renders one code span; `<Code>` by default. */
  renderCode?: (code: string) => ReactNode;
};

/**
 * Renders a data string whose only markup is backtick code spans: each span
 * becomes `<code>`; a lone backtick stays as text.
 */
export default function InlineMarkup({text, renderText, renderCode}: Props): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) => (
    <React.Fragment key={index}>
      {index % 2 === 1
        ? (renderCode?.(part) ?? <Code>{part}</Code>)
        : (renderText?.(part) ?? part)}
    </React.Fragment>
  ));
}
