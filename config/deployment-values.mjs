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
    throw new Error(`GTM_CONTAINER_ID must be a Tag Manager container id such as GTM-AB12CD3, or empty for none (got ${JSON.stringify(id)})`);
  }
  return id;
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
  };
}
