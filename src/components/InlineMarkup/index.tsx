import React, {type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * Names up to this length (`input_audio_data`) never wrap; longer ones wrap after `.`, `/`, `?`, `&` or `|` (a
 * pattern's alternatives), and after `_` inside a long part; a URL never inside its scheme or its host.
 */
const SHORT_NAME = 16;

function pieces(text: string, boundary: RegExp): string[] {
  return (text.match(boundary) ?? []).filter((piece) => piece !== '');
}

/** A URL's scheme (`https://`) and its host with the slash after it (`docs.host.test/`): two pieces, each read as one word. */
const URL_ORIGIN = /^([a-z][a-z0-9+.-]*:\/\/)([^/]*\/?)/;

/** The pieces of a name, each ending where the name may wrap: `pipeline.`, `translation_`, `queue_`, `configs`. */
function namePieces(text: string): string[] {
  if (text.length <= SHORT_NAME) return [text];
  const origin = URL_ORIGIN.exec(text);
  if (origin) {
    const [whole, scheme, host] = origin;
    return [scheme, host, ...(whole.length < text.length ? namePieces(text.slice(whole.length)) : [])].filter(Boolean);
  }
  return pieces(text, /[^./?&|]*[./?&|]*/g).flatMap((part) => (part.length > SHORT_NAME ? pieces(part, /[^_]*_*/g) : [part]));
}

/** A piece as text; words with a hyphen (`verify-command`) are kept whole, which CSS alone cannot do. */
function unbroken(piece: string): ReactNode {
  if (!piece.includes('-')) return piece;
  return piece.split(/(\s+)/).map((word, index) =>
    word.includes('-') ? (
      <span key={index} className={styles.unbroken}>
        {word}
      </span>
    ) : (
      word
    ),
  );
}

/**
 * Text of a code name or URL that wraps only at name boundaries: a `<wbr>` after
 * `.`, `/`, `?`, `&` and `|` of a long name (and after `_` inside a long part), never inside a
 * word. The text itself, as copied or indexed, is unchanged.
 */
export function withNameBreaks(text: string): ReactNode {
  const parts = namePieces(text);
  if (parts.length === 1) return unbroken(text);
  // One flat list of texts and breaks: an API reference page holds about 900 such names, and a fragment per piece
  // would be one more node for each of React's walks over the page.
  return parts.flatMap((part, index) => {
    const piece = unbroken(part);
    const shown = typeof piece === 'string' ? piece : <React.Fragment key={`p${index}`}>{piece}</React.Fragment>;
    return index > 0 ? [<wbr key={index} />, shown] : [shown];
  });
}

/** A label that is a code name: `partial_translated_transcription`, `voice_options.speed`. */
const CODE_NAME = /^[a-z][a-z0-9]*(?:[._][a-z0-9]+)+$/;

/**
 * A heading or link label that is a code name, with the break points of inline code, so it wraps after an
 * underscore or dot instead of inside a word; any other label is returned as it is. One span keeps the pieces one
 * box (in a flex container each would be an item of its own, and the accessible name would gain spaces).
 */
export function codeNameLabel(label: ReactNode): ReactNode {
  if (typeof label !== 'string' || !CODE_NAME.test(label)) return label;
  const broken = withNameBreaks(label);
  // A short name has no break points: it stays the plain text.
  return typeof broken === 'string' ? label : <span>{broken}</span>;
}

type CodeProps = Omit<ComponentProps<'code'>, 'children'> & {children: string | number};

/**
 * Inline code of a name or value, breakable only at name boundaries. It uses no hook, so Markdown's code spans call
 * it as a function (theme/MDXComponents) and add no component of their own to the page.
 */
export function Code({children, ...props}: CodeProps): ReactNode {
  return <code {...props}>{withNameBreaks(String(children))}</code>;
}

type Props = {
  /** Text whose only markup is inline code in backticks and links written `[label](/docs/page)`. */
  text: string;
  /** Renders the text between code spans; plain text by default. */
  renderText?: (text: string) => ReactNode;
  /** Renders one code span; `<Code>` by default. */
  renderCode?: (code: string) => ReactNode;
};

/** Text between two code spans that may wrap after it, as in `set_task`/`end_task`. */
const BETWEEN_NAMES = '/';
/** A Markdown link: `[label](target)`, the label holding no bracket and the target no space or parenthesis. */
const LINK = /\[([^[\]]+)\]\(([^()\s]+)\)/;

function codeAndText(text: string, renderText: Props['renderText'], renderCode: Props['renderCode']): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) => (
    <React.Fragment key={index}>
      {index % 2 === 1 ? (
        (renderCode?.(part) ?? <Code>{part}</Code>)
      ) : part === BETWEEN_NAMES ? (
        <>
          {part}
          <wbr />
        </>
      ) : (
        (renderText?.(part) ?? part)
      )}
    </React.Fragment>
  ));
}

/**
 * Renders a data string whose only markup is backtick code spans and links:
 * each span becomes `<code>`, each link a `<Link>` (which the build checks);
 * a lone backtick or bracket stays as text.
 */
export default function InlineMarkup({text, renderText, renderCode}: Props): ReactNode {
  const parts = text.split(new RegExp(LINK.source, 'g'));
  return parts.map((part, index) =>
    index % 3 === 0 ? (
      <React.Fragment key={index}>{codeAndText(part, renderText, renderCode)}</React.Fragment>
    ) : index % 3 === 1 ? (
      <Link key={index} to={parts[index + 1]}>
        {codeAndText(part, undefined, renderCode)}
      </Link>
    ) : null,
  );
}
