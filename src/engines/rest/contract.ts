import contractData from '../../../.generated/data/rest-contract.json';
import {restValidators} from '../../../.generated/data/rest-validators.js';
import type {Validator} from '../validation';

/*
 * The REST operations of specs/openapi.yaml as `npm run gen` extracts them
 * (scripts/generators/rest-contract.mjs): parameters with the value a reader
 * is shown, the body and its documented example, the replies with their
 * examples, and the keys of their precompiled validators.
 */

export type ValidatorPair = {lenient: string; strict: string};
export type RestParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  type: string;
  explode: boolean;
  enum?: unknown[];
  value: unknown;
  /** Sent by a first request: required, or with a default. */
  sent: boolean;
  validator: string;
};
export type RestBody = {required: boolean; contentType: string; contentTypes: string[]; example: unknown; validators?: ValidatorPair};
export type RestResponse = {json: boolean; validators?: ValidatorPair; examples: {name: string; value: unknown}[]};
export type RestOperation = {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  parameters: RestParameter[];
  body: RestBody | null;
  responses: Record<string, RestResponse>;
  success: string;
};
export type Contract = {apiBaseUrl: string; operations: RestOperation[]};

export const contract = contractData as unknown as Contract;

export function validator(key: string): Validator {
  return (restValidators as Record<string, Validator>)[key];
}

type Route = {operation: RestOperation; pattern: RegExp; names: string[]};

// Literal paths win over templated ones.
const routes: Route[] = contract.operations
  .map((operation) => ({
    operation,
    pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '([^/]+)')}$`),
    names: [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
  }))
  .sort((a, b) => a.names.length - b.names.length);

/** The operation a method and path address, with the path parameters' values. */
export function route(method: string, pathname: string): {operation: RestOperation; pathValues: Record<string, string>} | null {
  for (const {operation, pattern, names} of routes) {
    if (operation.method !== method) continue;
    const match = pathname.match(pattern);
    if (match) return {operation, pathValues: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]))};
  }
  return null;
}

export const operationById = (id: string): RestOperation | undefined =>
  contract.operations.find((operation) => operation.operationId === id);
