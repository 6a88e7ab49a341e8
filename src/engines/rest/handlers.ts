import type {RestOperation} from './contract';
import type {EngineContext, Reply, RequestBody} from './engine';
import {uuid} from './ids';
import {page, readPageToken, type Resource, type Resources} from './resources';

/* The operations on the engine's own glossaries and voices; each handler answers null for any other operation. */

type Handler = (
  operation: RestOperation,
  pathValues: Record<string, string>,
  url: URL,
  body: RequestBody,
  context: EngineContext,
) => Reply | null;

/** One page of a list operation, from its sort and page size or from the continuation token. */
function listed(resources: Resources, url: URL, context: EngineContext): Reply {
  const token = url.searchParams.get('token');
  const state = token
    ? readPageToken(token)
    : {offset: 0, sort: url.searchParams.get('sort') ?? 'desc', page_size: Number(url.searchParams.get('page_size') ?? 20)};
  if (!state) return context.problem(400, 2006, 'The token is not one this list returned in next.', '/token');
  return {status: 200, body: {ok: true, data: page(resources.list(state.sort), state)}};
}

const found = (resource: Resource) => ({status: 200, body: {ok: true, data: resource}});

export const handleGlossary: Handler = (operation, pathValues, url, body, context) => {
  const {glossaries, problem} = context;
  const id = pathValues.glossary_id;
  const missing = () => problem(404, 5001, `No glossary ${id}.`);
  switch (operation.operationId) {
    case 'create-a-new-glossary':
      return {status: 201, body: {ok: true, data: glossaries.create({...body?.data, file: null})}};
    case 'retrieve-user-created-glossaries':
      return listed(glossaries, url, context);
    case 'retrieve-a-single-glossary-by-id': {
      const glossary = glossaries.get(id);
      return glossary ? found(glossary) : missing();
    }
    case 'update-specific-glossary': {
      const glossary = glossaries.update(id, body?.data ?? {});
      return glossary ? found(glossary) : missing();
    }
    case 'delete-a-glossary-by-id':
      return glossaries.delete(id) ? {status: 204} : missing();
    case 'retrieve-a-single-glossary-file-by-id':
    case 'upload-glossary-file': {
      const glossary = glossaries.get(id);
      if (!glossary) return missing();
      if (operation.operationId === 'retrieve-a-single-glossary-file-by-id' && glossary.file === null)
        return problem(404, 5006, `Glossary ${id} has no file yet.`);
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
};

/** Plan quota of cloned voices per account. */
const CLONED_VOICES_MAX = 50;
/** What a cloned voice reports on each read until it is ready: processing starts once it has been created. */
const NEXT_STATUS: Record<string, string> = {created: 'pending', pending: 'ready'};

type SampleRequest = {
  filename: string;
  mime_type: string;
  lang_code: string;
  display_name?: string;
  denoise?: boolean;
  speech_normalization?: boolean;
};
type VoiceRequest = {name: string; description?: string; labels?: Record<string, unknown>; samples: SampleRequest[]};

export const handleVoice: Handler = (operation, pathValues, url, body, context) => {
  const {voices, builtinVoices, problem} = context;
  const id = pathValues.voice_id;
  const builtin = builtinVoices.find((voice) => voice.voice_id === id);
  const missing = () =>
    builtin ? problem(403, 4007, `${id} is a built-in voice; it cannot be changed or deleted.`) : problem(404, 4001, `No voice ${id}.`);
  switch (operation.operationId) {
    case 'create-new-voice-from-audio-video-file-sample': {
      if (voices.list('asc').length >= CLONED_VOICES_MAX)
        return problem(403, 4009, `An account keeps at most ${CLONED_VOICES_MAX} cloned voices; delete one first.`);
      const data = body?.data as VoiceRequest;
      const voice = voices.create({
        name: data.name,
        description: data.description ?? null,
        labels: {gender: null, age_group: null, mood: null, ...data.labels},
        voice_type: 'instantly_cloned',
        timbre: null,
        languages: [...new Set((data.samples ?? []).map((sample) => sample.lang_code))],
        processing_status: 'created',
        processing_result: {warnings: [], errors: []},
        preview_url: null,
        samples: (data.samples ?? []).map((sample) => ({
          filename: sample.filename,
          display_name: sample.display_name ?? sample.filename,
          mime_type: sample.mime_type,
          lang_code: sample.lang_code,
          denoise: sample.denoise ?? false,
          speech_normalization: sample.speech_normalization ?? false,
          duration: null,
        })),
      });
      // The upload slots keep the documented shape; each names the new voice's own file.
      const documented = context.documented(operation).body as {data: {samples: {form_data: Record<string, unknown>}[]}};
      const slot = documented.data.samples[0];
      const voiceId = String(voice.voice_id);
      const samples = (data.samples ?? []).map(({filename}) => ({
        ...slot,
        filename,
        blob_id: uuid(),
        form_data: {...slot.form_data, key: `voices/${voiceId.slice(0, 8)}/${filename}`},
      }));
      return {
        status: Number(operation.success),
        body: {ok: true, data: {...documented.data, voice_id: voiceId, processing_status: 'created', samples}},
      };
    }
    case 'get-list-of-user-voices':
      return listed(voices, url, context);
    case 'get-specific-voice': {
      const voice = voices.get(id);
      if (!voice) return builtin ? found(builtin) : problem(404, 4001, `No voice ${id}.`);
      const next = NEXT_STATUS[String(voice.processing_status)];
      return found(next ? voices.update(id, {processing_status: next})! : voice);
    }
    case 'update-specific-voice': {
      const {labels, ...fields} = (body?.data ?? {}) as Partial<VoiceRequest>;
      const voice = voices.get(id);
      if (!voice) return missing();
      return found(voices.update(id, {...fields, ...(labels ? {labels: {...(voice.labels as object), ...labels}} : {})})!);
    }
    case 'delete-specific-voice-by-id':
      return voices.delete(id) ? {status: 204} : missing();
    default:
      return null;
  }
};

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
