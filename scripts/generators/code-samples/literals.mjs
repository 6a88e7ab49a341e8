// Prints JSON values as Python and JavaScript source literals.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** @param {string} text */
export function jsString(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

const PYTHON = {
  indent: '    ',
  scalar: (value) => (value === true ? 'True' : value === false ? 'False' : value == null ? 'None' : null),
  string: JSON.stringify,
  key: JSON.stringify,
};
const JAVASCRIPT = {
  indent: '  ',
  scalar: (value) => (value == null ? 'null' : typeof value === 'boolean' ? String(value) : null),
  string: jsString,
  key: (key) => (IDENTIFIER.test(key) ? key : jsString(key)),
};

/** One printer for both languages: they differ only in indent, constants, strings and keys. */
function literal(language, value, depth) {
  const pad = language.indent.repeat(depth + 1);
  const close = language.indent.repeat(depth);
  const scalar = language.scalar(value);
  if (scalar !== null) return scalar;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return language.string(value);
  const items = Array.isArray(value)
    ? value.map((item) => literal(language, item, depth + 1))
    : Object.entries(value).map(([key, item]) => `${language.key(key)}: ${literal(language, item, depth + 1)}`);
  const [open, end] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return items.length === 0 ? `${open}${end}` : `${open}\n${items.map((item) => `${pad}${item},`).join('\n')}\n${close}${end}`;
}

/** @param {unknown} value @param {number} depth */
export const pythonLiteral = (value, depth = 0) => literal(PYTHON, value, depth);

/** @param {unknown} value @param {number} depth */
export const jsLiteral = (value, depth = 0) => literal(JAVASCRIPT, value, depth);
