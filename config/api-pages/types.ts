/**
 * The parts of the OpenAPI plugin's page data that the generators read. The
 * plugin hands over operations with every `$ref` already resolved, and gives
 * each component schema a `title` equal to its component name.
 */

export interface Schema {
  title?: string;
  type?: string;
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
}

export interface Example {
  summary?: string;
  description?: string;
  value?: unknown;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface Header {
  description?: string;
  required?: boolean;
  schema?: Schema;
}

export interface Response {
  description?: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}

export interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
  description?: string;
}

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

export interface Server {
  url: string;
  description?: string;
}

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  'x-deprecated-description'?: string;
  method: string;
  path: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: {description?: string; required?: boolean; content?: Record<string, MediaType>};
  responses?: Record<string, Response>;
  servers?: Server[];
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, SecurityScheme>;
  'x-codeSamples'?: CodeSample[];
}

export interface ApiPageData {
  title: string;
  description: string;
  frontMatter: Record<string, unknown>;
  api: Operation;
}

export interface InfoPageData {
  title: string;
  description: string;
  frontMatter: Record<string, unknown>;
  info: {title: string; version: string; description?: string; license?: {name: string; url?: string}};
  securitySchemes?: Record<string, SecurityScheme>;
}
