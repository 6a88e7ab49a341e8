// Reads the deploy-time values from environment variables. Plain JavaScript so
// that Node scripts (the API reference generator) and the TypeScript config
// share one source of truth; config/deployment.ts adds the types.

/** @param {Record<string, string | undefined>} env @param {string} name @param {string} fallback */
function read(env, name, fallback) {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

/** @param {string} url */
function withoutTrailingSlash(url) {
  return url.replace(/\/+$/, '');
}

/** @param {string} httpUrl */
export function toWebSocketUrl(httpUrl) {
  return httpUrl.replace(/^http(s?):\/\//, (_match, secure) => `ws${secure}://`);
}

/**
 * The container id goes into the tag manager's inline script, which the
 * Content-Security-Policy then allows by its hash: only a well-formed id passes.
 * @param {string} id
 */
function checkContainerId(id) {
  if (id && !/^GTM-[A-Z0-9]{1,20}$/.test(id)) {
    throw new Error(
      `GTM_CONTAINER_ID must be a Tag Manager container id such as GTM-AB12CD3, or empty for none (got ${JSON.stringify(id)})`,
    );
  }
  return id;
}

/**
 * Algolia DocSearch, when all three variables are set; null (the local search) when none is.
 * The application id becomes part of the hosts the Content-Security-Policy allows.
 * @param {Record<string, string | undefined>} env
 */
function readHostedSearch(env) {
  const appId = read(env, 'ALGOLIA_APP_ID', '');
  const apiKey = read(env, 'ALGOLIA_SEARCH_API_KEY', '');
  const indexName = read(env, 'ALGOLIA_INDEX_NAME', '');
  const set = [appId, apiKey, indexName].filter(Boolean).length;
  if (set === 0) return null;
  if (set < 3)
    throw new Error(
      'ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME switch to Algolia DocSearch together: set all three, or none for the local search',
    );
  if (!/^[A-Z0-9]{1,20}$/.test(appId))
    throw new Error(`ALGOLIA_APP_ID must be an Algolia application id such as BH4D9OD16A (got ${JSON.stringify(appId)})`);
  if (!/^[A-Za-z0-9]+$/.test(apiKey)) throw new Error('ALGOLIA_SEARCH_API_KEY must be the search-only API key (letters and digits)');
  return {appId, apiKey, indexName};
}

/** @param {Record<string, string | undefined>} env */
export function readDeploymentValues(env) {
  const apiBaseUrl = withoutTrailingSlash(read(env, 'API_BASE_URL', 'https://api.example.com'));
  const streamBaseUrl = withoutTrailingSlash(read(env, 'STREAM_BASE_URL', 'https://stream.example.com'));
  const appUrl = withoutTrailingSlash(read(env, 'APP_URL', 'https://app.example.com'));
  return {
    siteUrl: withoutTrailingSlash(read(env, 'SITE_URL', 'https://docs.example.com')),
    apiBaseUrl,
    streamBaseUrl,
    streamHost: new URL(streamBaseUrl).host,
    streamWsUrl: `${toWebSocketUrl(streamBaseUrl)}/streaming-api/v1/speech-to-speech/stream`,
    streamWebrtcUrl: `${streamBaseUrl}/livekit/`,
    streamTtsUrl: `${toWebSocketUrl(streamBaseUrl)}/tts-api/v1/text-to-speech/stream`,
    appUrl,
    apiKeysUrl: `${appUrl}/api-keys`,
    aboutUrl: read(env, 'ABOUT_URL', 'https://example.com/about'),
    swaggerUrl: read(env, 'SWAGGER_URL', `${apiBaseUrl}/docs`),
    supportEmail: read(env, 'SUPPORT_EMAIL', 'api.support@example.com'),
    companyName: read(env, 'COMPANY_NAME', 'Example Voice Inc.'),
    companyAddress: read(env, 'COMPANY_ADDRESS', '100 Market Street, Suite 300, San Francisco, CA 94105, USA'),
    gtmContainerId: checkContainerId(read(env, 'GTM_CONTAINER_ID', '')),
    docsEditUrl: withoutTrailingSlash(read(env, 'DOCS_EDIT_URL', '')),
    cspReportUri: read(env, 'CSP_REPORT_URI', ''),
    algolia: readHostedSearch(env),
  };
}
