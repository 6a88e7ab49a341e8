import type {RestRequest} from '@site/src/engines/rest';
import {UPLOAD_NAME, csvText} from './request';

const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The request as a cURL command against `apiBaseUrl`: the same method, URL,
 * headers and body bytes. An uploaded CSV is read from standard input.
 */
export function curlCommand(request: RestRequest, apiBaseUrl: string, csv?: string): string {
  const lines = [`curl -X ${request.method} ${quoted(`${apiBaseUrl}${request.url}`)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (csv !== undefined && name === 'Content-Type') continue;
    lines.push(`  -H ${quoted(`${name}: ${value}`)}`);
  }
  if (csv !== undefined)
    return [...lines, `  -F ${quoted(`file=@-;filename=${UPLOAD_NAME};type=text/csv`)} <<'CSV'\n${csvText(csv)}CSV`].join(' \\\n');
  if (request.body !== undefined) lines.push(`  --data-raw ${quoted(String(request.body))}`);
  return lines.join(' \\\n');
}
