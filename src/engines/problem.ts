import errorCodes from '../../shared/data/error-codes.json';

const titles = new Map(errorCodes.rest.map((entry) => [entry.code, entry.title]));

function requestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(13));
  return `req_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('').toUpperCase().slice(0, 26)}`;
}

export type ProblemDetail = {type: string; status: number; title: string; detail: string; instance: string; error_code: number; pointer?: string};

export type ErrorEnvelope = (status: number, code: number, detail: string, pointer?: string) => {ok: false; errors: ProblemDetail[]};

/**
 * The documented error body of the REST API and of a refused WebSocket
 * handshake, `{"ok": false, "errors": [ProblemDetail]}`, with problem type URIs
 * under `apiBaseUrl`.
 */
export const errorEnvelopeFor =
  (apiBaseUrl: string): ErrorEnvelope =>
  (status, code, detail, pointer) => {
  const problem: ProblemDetail = {
    type: errorCodes.format.problemTypeUriPattern.replace('%API_BASE_URL%', apiBaseUrl).replace('<error_code>', String(code)),
    status,
    title: titles.get(code) ?? 'Request failed',
    detail,
    instance: requestId(),
    error_code: code,
    ...(pointer ? {pointer} : {}),
  };
  return {ok: false, errors: [problem]};
}
