import type {CSSProperties} from 'react';
import type {PrismTheme, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

/**
 * A code block's colouring as runs over its text: a number is that many
 * characters in the block's own colour, a pair is that many characters drawn
 * with `styles[index]`. Made at build time for Markdown code blocks
 * (plugins/code-highlighting/remark-code-runs.ts), so the browser colours them
 * without Prism.
 */
export type ColouredCode = {
  styles: [className: string, style: CSSProperties][];
  runs: (number | [length: number, style: number])[];
};

/** Whether a token's style is the block's own colour and nothing else (plain text, punctuation, operators). */
export const inBlockColour = (style: CSSProperties, plainColour: unknown): boolean =>
  Object.keys(style).every((key) => key === 'color') && (style.color === undefined || style.color === plainColour);

type TokenProps = (input: TokenInputProps) => TokenOutputProps;

/**
 * The runs of a block's tokens: tokens in the block's own colour stay plain,
 * neighbours of one style join, and spaces between two tokens of one style
 * join their run (spaces at a run's end stay plain).
 */
export function colouredCode(tokens: Token[][], getTokenProps: TokenProps, plainColour: unknown): ColouredCode {
  const styles: ColouredCode['styles'] = [];
  const styleKeys = new Map<string, number>();
  const parts: {text: string; style?: number}[] = [];
  const append = (text: string, style?: number) => {
    const last = parts.at(-1);
    if (last && last.style === style) last.text += text;
    else if (last && last.style !== undefined && style === undefined && /^\s*$/.test(text)) last.text += text;
    else parts.push({text, style});
  };
  tokens.forEach((line, index) => {
    if (index > 0) append('\n');
    for (const token of line) {
      // An empty line is one token whose content is a newline; the separator above already stands for it.
      if (token.empty) continue;
      const {className, style = {}} = getTokenProps({token});
      if (inBlockColour(style, plainColour)) {
        append(token.content);
        continue;
      }
      // Runs of one style share an entry (the first token's class names): fewer distinct entries to ship.
      const key = JSON.stringify(style);
      if (!styleKeys.has(key)) {
        styleKeys.set(key, styles.length);
        styles.push([className, style]);
      }
      append(token.content, styleKeys.get(key));
    }
  });
  const runs: ColouredCode['runs'] = [];
  const plain = (length: number) => {
    if (length === 0) return;
    const last = runs.at(-1);
    if (typeof last === 'number') runs[runs.length - 1] = last + length;
    else runs.push(length);
  };
  for (const {text, style} of parts) {
    if (style === undefined) {
      plain(text.length);
      continue;
    }
    const trailing = /\s*$/.exec(text)![0].length;
    if (text.length > trailing) runs.push([text.length - trailing, style]);
    plain(trailing);
  }
  return {styles, runs};
}

/** The number of characters the runs cover: the length of the code they were made for. */
export const runsLength = ({runs}: ColouredCode): number =>
  runs.reduce<number>((sum, run) => sum + (typeof run === 'number' ? run : run[0]), 0);

/** `getTokenProps` of prism-react-renderer for a theme, without React: the class names and the theme's style of a token. */
export function tokenPropsOf(theme: PrismTheme): TokenProps {
  const byType = new Map<string, CSSProperties>([['plain', {...(theme.plain as CSSProperties), backgroundColor: undefined}]]);
  for (const {types, style} of theme.styles) for (const type of types) byType.set(type, {...byType.get(type), ...(style as CSSProperties)});
  return ({token}) => {
    const types = token.types.length === 1 && token.types[0] === 'plain' ? [] : token.types;
    const style = Object.assign({}, ...types.map((type) => byType.get(type))) as CSSProperties;
    return {className: ['token', ...token.types].join(' '), style, children: token.content};
  };
}
