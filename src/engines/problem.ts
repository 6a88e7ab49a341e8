import errorCodes from '../data/error-codes.json';

const titles = new Map(errorCodes.rest.map((entry) => [entry.code, entry.title]));

function requestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(13));
  return `req_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('').toUpperCase().slice(0, 26)}`;
}

export type ProblemDetail = {type: string; status: number; title: string; detail: string; instance: string; error_code: number; pointer?: string};

/** The documented error body of the REST API and of a refused WebSocket handshake: {"ok": false, "errors": [ProblemDetail]}. */
export function errorEnvelope(status: number, code: number, detail: string, pointer?: string): {ok: false; errors: ProblemDetail[]} {
  const problem: ProblemDetail = {
    type: `https://api.example.com/problems/${code}`,
    status,
    title: titles.get(code) ?? 'Request failed',
    detail,
    instance: requestId(),
    error_code: code,
    ...(pointer ? {pointer} : {}),
  };
  return {ok: false, errors: [problem]};
}
