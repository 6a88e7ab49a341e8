// Prints JSON values as Python and JavaScript source literals.

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** @param {unknown} value @param {number} depth */
export function pythonLiteral(value, depth = 0) {
  const pad = '    '.repeat(depth + 1);
  const close = '    '.repeat(depth);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonLiteral(item, depth + 1)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, depth + 1)},`)
    .join('\n')}\n${close}}`;
}

/** @param {string} text */
function jsString(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** @param {unknown} value @param {number} depth */
export function jsLiteral(value, depth = 0) {
  const pad = '  '.repeat(depth + 1);
  const close = '  '.repeat(depth);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${jsLiteral(item, depth + 1)},`).join('\n')}\n${close}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([key, item]) => `${pad}${IDENTIFIER.test(key) ? key : jsString(key)}: ${jsLiteral(item, depth + 1)},`)
    .join('\n')}\n${close}}`;
}

export {jsString};
