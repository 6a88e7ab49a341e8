import type {H3Event} from 'h3';

/** Sessions minted by this server. Only these may be deleted through /api/session/:id. */
export const mintedSessions = new Set<string>();

/** A $fetch for the REST API that sends the API key headers. The key never leaves the server. */
export function streamApi(event: H3Event) {
  const {apiBaseUrl, apiClientId, apiClientSecret} = useRuntimeConfig(event);
  if (!apiClientId || !apiClientSecret) {
    throw createError({
      statusCode: 500,
      statusMessage: 'Set NUXT_API_CLIENT_ID and NUXT_API_CLIENT_SECRET on the server.',
    });
  }
  return $fetch.create({
    baseURL: apiBaseUrl.replace(/\/+$/, ''),
    headers: {ClientId: apiClientId, ClientSecret: apiClientSecret},
    timeout: 30_000,
  });
}

type ProblemDetail = {error_code: number; title: string; detail: string};

/** Turns a failed REST call into a 502 for the browser, with the API's reason but no secrets. */
export function upstreamError(operation: string, error: unknown) {
  // $fetch rejects with a FetchError that carries the status and the parsed error body.
  const {statusCode, data} = (error ?? {}) as {statusCode?: number; data?: {errors?: ProblemDetail[]}};
  if (statusCode) {
    const problem = data?.errors?.[0];
    const reason = problem ? `${problem.title} (${problem.error_code})` : `HTTP ${statusCode}`;
    return createError({statusCode: 502, statusMessage: `${operation} failed: ${reason}`});
  }
  return createError({statusCode: 502, statusMessage: `${operation} failed: the API cannot be reached`});
}
