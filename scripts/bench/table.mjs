// @ts-check
// The tables of bench/RESULTS.md, as text.

/** @typedef {{area: string, measure: string, value: string, target: string}} Row */

/** @param {Row[]} rows */
export const tableOf = (rows) =>
  [
    '| Area | Measure | Result | Target |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.area} | ${r.measure} | ${r.value} | ${r.target} |`),
  ].join('\n');

/**
 * `text` (bench/RESULTS.md) with the rows of `area` in its first table replaced by those of `rows`, in place of the
 * first old one; the other rows stay. A table without the area gets them at its end.
 * @param {string} text @param {string} area @param {Row[]} rows
 */
export function withRows(text, area, rows) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| '));
  if (start === -1) throw new Error('bench/RESULTS.md has no table yet: run npm run bench');
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end += 1;
  const ofArea = (/** @type {string} */ line) => line.startsWith(`| ${area} |`);
  const table = lines.slice(start, end);
  const at = table.findIndex(ofArea);
  const kept = table.filter((line) => !ofArea(line));
  const fresh = tableOf(rows.filter((row) => row.area === area))
    .split('\n')
    .slice(2);
  kept.splice(at === -1 ? kept.length : at, 0, ...fresh);
  return [...lines.slice(0, start), ...kept, ...lines.slice(end)].join('\n');
}
