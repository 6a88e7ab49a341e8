import type {Deployment} from '../../../config/deployment';
import type {Json} from './llms-txt';

/**
 * `/.well-known/api-catalog` (RFC 9727): a linkset (RFC 9264, JSON form) with
 * one entry per API, anchored at the API's address, linking its
 * machine-readable descriptions (`service-desc`) and its docs (`service-doc`).
 * Every link points into this site.
 */

export const API_CATALOG_PATH = '/.well-known/api-catalog';
/** The media type, with the profile RFC 9727 registers for API catalogs. */
export const API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

type Link = {href: string; type: string; title: string};
export type ApiCatalog = {linkset: ({anchor: string} & Record<string, Link[] | string>)[]};

type Source = {siteUrl: string; deployment: Deployment; openapi: Json};

export function apiCatalog({siteUrl, deployment, openapi}: Source): ApiCatalog {
  const site = (path: string, type: string, title: string): Link => ({href: `${siteUrl}${path}`, type, title});
  return {
    linkset: [
      {
        anchor: openapi.servers?.[0]?.url ?? deployment.apiBaseUrl,
        'service-desc': [
          site('/openapi.yaml', 'application/yaml', 'OpenAPI description of the REST API'),
          site('/postman_collection.json', 'application/json', 'Postman collection of every REST request'),
        ],
        'service-doc': [
          site('/api', 'text/html', 'REST API reference'),
          site('/llms.txt', 'text/plain', 'Every page of these docs as Markdown, for coding assistants'),
        ],
      },
      {
        anchor: deployment.streamWsUrl,
        'service-desc': [site('/asyncapi.yaml', 'application/yaml', 'AsyncAPI description of the streaming API')],
        'service-doc': [
          site('/docs/streaming_api', 'text/html', 'Streaming API guide'),
          site('/docs/streaming_api/messages', 'text/html', 'Streaming message reference'),
        ],
      },
    ],
  };
}
