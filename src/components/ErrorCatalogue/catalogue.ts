import errorCodes from '@site/shared/data/error-codes.json';

/* The shape of `shared/data/error-codes.json` (documented in `shared/data/README.md`) and the anchors of its codes. */

export type RestError = {
  code: number;
  group: string;
  status: number | null;
  statusLabel: string;
  runtime: boolean;
  reportedIn: string | null;
  title: string;
  cause: string;
  fix: string;
  otherStatuses: {status: number; context: string}[];
  seeAlso: string | null;
};

export type StreamingError = {
  code: string;
  cause: string;
  effect: string | null;
  fix: string | null;
  sentByServer: boolean;
  closesConnection: 'no' | 'yes' | 'conditional' | null;
  closeCode: number | null;
  closeCondition: string | null;
  mirrorsRestCode: number | null;
  seeAlso: string | null;
};

export type StreamingWarning = {
  code: string;
  meaning: string;
  fix: string;
  trigger: string;
  serverBehaviour: string;
  fixDetail: string;
  minIntervalSeconds: number;
};

type Catalogue = {
  format: {
    envelope: string;
    problemTypeUriPattern: string;
    docsAnchorPattern: string;
    problemStatusEqualsHttpStatus: boolean;
  };
  restGroups: {name: string; range: string; heading: string}[];
  rest: RestError[];
  httpStatuses: {status: number; reason: string; usedFor: string}[];
  streamingErrors: StreamingError[];
  streamingWarnings: StreamingWarning[];
  closeCodes: {code: number; reasons: string[]; when: string}[];
  handshakeErrors: {status: number; errorCode: number; meaning: string}[];
  verifyCommandWarnings: {code: string; meaning: string}[];
};

export const catalogue = errorCodes as Catalogue;

const CODE_PLACEHOLDER = '<error_code>';

/** Site path of a REST code's catalogue entry, e.g. `/docs/error_codes#1001`. */
export function restCodeHref(code: number): string {
  return catalogue.format.docsAnchorPattern.replace(CODE_PLACEHOLDER, String(code));
}

/** Element id of a REST code on the catalogue page, e.g. `1001`. */
export function restCodeAnchor(code: number): string {
  return restCodeHref(code).split('#')[1] ?? String(code);
}

/** Short alias id of a REST code (`e1001`), for links written that way. */
export const restCodeAlias = (code: number): string => `e${code}`;
export const closeCodeAnchor = (code: number): string => `close-${code}`;
export const httpStatusAnchor = (status: number): string => `http-${status}`;
