/**
 * Finds the first JSON syntax error in a text: its character offset and what
 * is wrong, in plain words. Browsers word (and sometimes omit) the position in
 * their `JSON.parse` errors differently, so the position comes from this
 * scanner instead. Returns null when the text is valid JSON.
 */
export function findJsonError(text: string): {offset: number; message: string} | null {
  let i = 0;

  class SyntaxProblem extends Error {
    constructor(
      readonly offset: number,
      message: string,
    ) {
      super(message);
    }
  }

  const NAMED: Record<string, string> = {'"': 'a double quote', '\n': 'a line break', '\r': 'a line break', '\t': 'a tab'};
  const found = () => (i >= text.length ? 'the end of the text' : (NAMED[text[i]] ?? `"${text[i]}"`));
  const fail = (message: string, at = i): never => {
    throw new SyntaxProblem(at, message);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };

  const string = () => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') {
      const char = text[i];
      if (char === '\\') {
        const next = text[i + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('Invalid \\u escape: it needs four hexadecimal digits.');
          i += 6;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) {
          i += 2;
        } else {
          fail(`Invalid escape sequence \\${next ?? ''} in text.`);
        }
      } else if (char < ' ') {
        fail(
          char === '\n'
            ? 'The text in quotes is not closed on this line (a line break cannot appear inside quotes).'
            : 'A control character cannot appear inside quotes.',
        );
      } else {
        i += 1;
      }
    }
    if (i >= text.length) fail('The text in quotes is never closed: a double quote is missing.', start);
    i += 1;
  };

  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match || match[0] === '-') fail('Invalid number.');
    i += match![0].length;
  };

  /** A scalar at `i`: text, a number, true, false or null. */
  const scalar = (): void => {
    const char = text[i];
    if (char === '"') return string();
    if (char === '-' || (char >= '0' && char <= '9')) return number();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    if (char === "'") fail('Text must be in double quotes, not single quotes.');
    if (char !== undefined && /[A-Za-z_]/.test(char))
      fail(`Unexpected word; text must be in double quotes, and the only bare words are true, false and null.`);
    fail(`Expected a value (text in double quotes, a number, true, false, null, an object or an array), but found ${found()}.`);
  };

  type Open = {close: '}' | ']'; bracket: string; object: boolean};
  const OBJECT: Open = {close: '}', bracket: 'brace', object: true};
  const ARRAY: Open = {close: ']', bracket: 'bracket', object: false};

  /** The field name and colon before an object member's value. */
  const memberName = () => {
    if (text[i] !== '"') fail(`Expected a field name in double quotes, but found ${found()}.`);
    string();
    space();
    if (text[i] !== ':') fail(`Expected a colon after the field name, but found ${found()}.`);
    i += 1;
  };

  // Objects and arrays are tracked on a stack rather than by recursion, so that
  // deep nesting (thousands of `[`) cannot overflow the call stack.
  const value = (): void => {
    const open: Open[] = [];
    let wantValue = true;
    for (;;) {
      if (wantValue) {
        space();
        const char = text[i];
        if (char === '{' || char === '[') {
          const container = char === '{' ? OBJECT : ARRAY;
          i += 1;
          space();
          if (text[i] === container.close) {
            i += 1;
          } else {
            open.push(container);
            if (container.object) memberName();
            continue;
          }
        } else {
          scalar();
        }
        wantValue = false;
      }
      const container = open[open.length - 1];
      if (!container) return;
      space();
      if (text[i] === ',') {
        i += 1;
        space();
        if (text[i] === container.close)
          fail(`Remove the comma before the closing ${container.bracket} ${container.close}: JSON allows no trailing comma.`);
        if (container.object) memberName();
        wantValue = true;
      } else if (text[i] === container.close) {
        i += 1;
        open.pop();
      } else {
        fail(`Expected a comma or a closing ${container.bracket} ${container.close}, but found ${found()}.`);
      }
    }
  };

  try {
    space();
    if (i >= text.length) return {offset: 0, message: 'The editor is empty: paste or load a set_task message.'};
    value();
    space();
    if (i < text.length) fail('Unexpected text after the end of the JSON value.');
    return null;
  } catch (error) {
    if (error instanceof SyntaxProblem) return {offset: error.offset, message: error.message};
    throw error;
  }
}
