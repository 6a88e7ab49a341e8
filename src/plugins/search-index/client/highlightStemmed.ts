import {highlightStemmed as original} from '@site/src/internals/search-highlight';
import {ROW_SEPARATOR} from '../shared/format';

type Positions = [number, number][];
const highlight = original as (content: string, positions: Positions, tokens: string[], maxLength?: number) => string;

/** Room for the row's text after its name, when the name leaves little. */
const MIN_REST = 24;

/**
 * Replaces the search plugin's `highlightStemmed` (see ../index.ts), which
 * centres the text on its first match and so cut long field names from the
 * left ("…scription.advanced.filler_phrases"). A table row keeps its first
 * cell whole and its text is cropped after it; other text is cropped as before.
 */
export function highlightStemmed(content: string, positions: Positions, tokens: string[], maxLength?: number): string {
  const cut = content.indexOf(ROW_SEPARATOR);
  const name = cut > 0 ? content.slice(0, cut) : '';
  if (!name || /\s/.test(name)) return highlight(content, positions, tokens, maxLength);
  const restStart = cut + ROW_SEPARATOR.length;
  const inName = positions.filter(([start, length]) => start + length <= cut);
  const inRest = positions.filter(([start]) => start >= restStart).map(([start, length]): [number, number] => [start - restStart, length]);
  const room = Math.max(MIN_REST, (maxLength ?? 60) - name.length);
  // An empty match at 0 anchors the crop at the start of the text.
  const head = highlight(name, inName.length ? inName : [[0, 0]], tokens, Infinity);
  const rest = highlight(content.slice(restStart), [[0, 0], ...inRest], tokens, room);
  return `${head}${ROW_SEPARATOR}${rest}`;
}
