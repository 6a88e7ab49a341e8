/** One part of a multipart/form-data body. */
export type FormPart = {name: string; filename?: string; contentType?: string; value: string};

/**
 * Splits a multipart/form-data body (RFC 7578) into its parts, or returns an
 * error message when it is not one. Enough for the stand-in: text values and
 * small text files.
 */
export function parseMultipart(raw: Buffer, contentTypeHeader: string): FormPart[] | string {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentTypeHeader);
  if (!boundary) return 'the multipart Content-Type names no boundary';
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const text = raw.toString('latin1');
  const sections = text.split(delimiter);
  if (sections.length < 3 || !sections.at(-1)!.startsWith('--')) return 'the multipart body does not end with its closing boundary';
  const parts: FormPart[] = [];
  for (const section of sections.slice(1, -1)) {
    const headerEnd = section.indexOf('\r\n\r\n');
    if (headerEnd < 0) return 'a multipart part has no header block';
    const headers = section.slice(2, headerEnd).split('\r\n');
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (!name) return 'a multipart part has no name';
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const contentType = headers.find((line) => /^content-type:/i.test(line))?.split(':')[1].trim();
    const body = section.slice(headerEnd + 4).replace(/\r\n$/, '');
    parts.push({name, filename, contentType, value: Buffer.from(body, 'latin1').toString('utf8')});
  }
  return parts;
}
