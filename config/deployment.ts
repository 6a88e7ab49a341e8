/**
 * Deploy-time values. This is the only place that knows hosts, addresses and
 * ids; everything else reads them from here (or from `siteConfig.customFields`
 * in the browser). Each value can be overridden by the environment variable
 * named beside it; README.md lists them.
 */

export interface Deployment {
  /** Public URL of this docs site, without a trailing slash. */
  siteUrl: string;
  /** REST API base URL (OpenAPI `servers[0]`). */
  apiBaseUrl: string;
  /** Streaming host; the stream URLs below are derived from it. */
  streamBaseUrl: string;
  /** Speech-to-speech WebSocket, as a session returns it in `ws_url`. */
  streamWsUrl: string;
  /** WebRTC (LiveKit-compatible) URL, as a session returns it in `webrtc_url`. */
  streamWebrtcUrl: string;
  /** Realtime text-to-speech WebSocket, as a session returns it in `ws_tts_url`. */
  streamTtsUrl: string;
  /** Web app: the navbar's "Sign in" target. */
  appUrl: string;
  /** Web app page where API keys are created. */
  apiKeysUrl: string;
  /** Company page: the navbar's "About" target. */
  aboutUrl: string;
  /** Swagger UI of the same OpenAPI file. */
  swaggerUrl: string;
  supportEmail: string;
  companyName: string;
  companyAddress: string;
  /** Google Tag Manager container id; empty means no tag manager at all. */
  gtmContainerId: string;
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function toWebSocketUrl(httpUrl: string): string {
  return httpUrl.replace(/^http(s?):\/\//, (_match, secure: string) => `ws${secure}://`);
}

export function readDeployment(env: Env = process.env): Deployment {
  const apiBaseUrl = withoutTrailingSlash(read(env, 'API_BASE_URL', 'https://api.example.com'));
  const streamBaseUrl = withoutTrailingSlash(read(env, 'STREAM_BASE_URL', 'https://stream.example.com'));
  const appUrl = withoutTrailingSlash(read(env, 'APP_URL', 'https://app.example.com'));
  return {
    siteUrl: withoutTrailingSlash(read(env, 'SITE_URL', 'https://docs.example.com')),
    apiBaseUrl,
    streamBaseUrl,
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
    gtmContainerId: read(env, 'GTM_CONTAINER_ID', ''),
  };
}

export const deployment: Deployment = readDeployment();
