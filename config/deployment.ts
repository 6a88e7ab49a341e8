/**
 * Deploy-time values. This is the only place that knows hosts, addresses and
 * ids; everything else reads them from here (or from `siteConfig.customFields`
 * in the browser). Each value can be overridden by the environment variable
 * named beside it; README.md lists them. The reading itself lives in
 * deployment-values.mjs, which the API reference generator imports too.
 */

import {readDeploymentValues} from './deployment-values.mjs';

export interface Deployment {
  /** Public URL of this docs site, without a trailing slash. */
  siteUrl: string;
  /** REST API base URL (OpenAPI `servers[0]`). */
  apiBaseUrl: string;
  /** Streaming host; the stream URLs below are derived from it. */
  streamBaseUrl: string;
  /** Host name of the streaming host, for RTMP and SRT ingest addresses. */
  streamHost: string;
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
  /**
   * Where the sources can be edited, e.g. `https://github.com/acme/api-docs/edit/main`;
   * guides get an "Edit this page" link to it. Empty means no link.
   */
  docsEditUrl: string;
  /** Where browsers report Content-Security-Policy violations; empty means no reports. */
  cspReportUri: string;
  /**
   * Algolia DocSearch instead of the local search (ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY,
   * ALGOLIA_INDEX_NAME, all three or none); null, the default, keeps the local search.
   */
  algolia: HostedSearch | null;
}

export interface HostedSearch {
  appId: string;
  /** The search-only key: it is sent to every reader's browser. */
  apiKey: string;
  indexName: string;
}

type Env = Record<string, string | undefined>;

export function readDeployment(env: Env = process.env): Deployment {
  return readDeploymentValues(env);
}

export const deployment: Deployment = readDeployment();
