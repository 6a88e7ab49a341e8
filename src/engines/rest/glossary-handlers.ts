import type {RestOperation} from './contract';
import type {EngineContext, Reply, RequestBody} from './engine';
import {page, readPageToken} from './resources';

/** The glossary operations on the engine's own glossaries; null for any other operation. */
export function handleGlossary(operation: RestOperation, pathValues: Record<string, string>, url: URL, body: RequestBody, context: EngineContext): Reply | null {
  const {glossaries, problem} = context;
  const id = pathValues.glossary_id;
  const missing = () => problem(404, 5001, `No glossary ${id}.`);
  switch (operation.operationId) {
    case 'create-a-new-glossary':
      return {status: 201, body: {ok: true, data: glossaries.create(body?.data ?? {})}};
    case 'retrieve-user-created-glossaries': {
      const token = url.searchParams.get('token');
      const state = token
        ? readPageToken(token)
        : {offset: 0, sort: url.searchParams.get('sort') ?? 'desc', page_size: Number(url.searchParams.get('page_size') ?? 20)};
      if (!state) return problem(400, 2006, 'The token is not one this list returned in next.', '/token');
      return {status: 200, body: {ok: true, data: page(glossaries.list(state.sort), state)}};
    }
    case 'retrieve-a-single-glossary-by-id': {
      const glossary = glossaries.get(id);
      return glossary ? {status: 200, body: {ok: true, data: glossary}} : missing();
    }
    case 'update-specific-glossary': {
      const glossary = glossaries.update(id, body?.data ?? {});
      return glossary ? {status: 200, body: {ok: true, data: glossary}} : missing();
    }
    case 'delete-a-glossary-by-id':
      return glossaries.delete(id) ? {status: 204} : missing();
    case 'retrieve-a-single-glossary-file-by-id':
    case 'upload-glossary-file': {
      const glossary = glossaries.get(id);
      if (!glossary) return missing();
      if (operation.operationId === 'retrieve-a-single-glossary-file-by-id' && glossary.file === null) return problem(404, 5006, `Glossary ${id} has no file yet.`);
      const reply = context.documented(operation);
      const data = (reply.body as {data?: Record<string, unknown>} | undefined)?.data;
      if (!data) return reply;
      data.glossary_id = id;
      if (operation.operationId === 'upload-glossary-file') {
        const {filename, size_bytes, row_count, utc_uploaded_at} = data;
        glossaries.update(id, {file: {filename, size_bytes, row_count, utc_uploaded_at}});
        glossaries.setRows(id, csvRows(body?.file ?? ''));
      }
      return reply;
    }
    default:
      return null;
  }
}

/** The rows of a glossary CSV: no header, RFC 4180 quoting, blank lines skipped, terms trimmed. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field.trim());
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell !== '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') field += text[++i];
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char !== '\r' && char !== '\uFEFF') field += char;
  }
  if (field || row.length) endRow();
  return rows;
}
