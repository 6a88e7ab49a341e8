import {SearchEngine} from '../../src/plugins/search-index/client/engine';
import {SEARCH_POINTER, type SearchManifest, type SearchPointer} from '../../src/plugins/search-index/shared/format';
import type {SectionId} from '../../src/plugins/search-index/shared/sections';
import {twinUrlOf} from '../../src/utils/markdownTwin';
import {streamingCodeHref} from '../../shared/error-anchors.mjs';
import {check, parseJson, type Checker} from '../../src/components/SettingsValidator/validation';
import {inline, operations, parseSpec} from '../../spec-toolkit/index.mjs';
import {messageModel} from '../../scripts/generators/message-pages/model.mjs';
import {messageSlug, route as messageRoute} from '../../scripts/generators/message-pages/paths.mjs';
import {bundleSchema} from '../../scripts/generators/schema-bundle.mjs';
import {setTaskSchema} from '../../scripts/generators/set-task-validator.mjs';
import {createAjv} from '../../spec-toolkit/ajv.mjs';
import type {Site} from './site';
import type {SchemaChecked} from '../../src/engines/validation';

type Json = SchemaChecked;

/** A question the docs cannot answer (an unknown page, operation or message, a text too deeply nested to check); the message says why. */
export class NoAnswer extends Error {}

const SEARCH_HINT = 'search works on a built site only (npm run build writes it).';

/** The site path of an operation's reference page; the API reference names its pages by operation id. */
const operationRoute = (operationId: string) => `/api/${operationId}`;

/** The site path a reader means by a URL, a path or a page address with `.md`. */
function sitePathOf(url: string): string {
  const {pathname} = new URL(url.trim(), 'http://site.invalid');
  return /\.(md|txt)$/.test(pathname) ? pathname : twinUrlOf(pathname);
}

/** `/data/pipeline/translations/0/target_language` → `['pipeline', 'translations', 0, 'target_language']`, as the server's `details[].loc`. */
function locOf(pointer: string): (string | number)[] | undefined {
  if (!pointer.startsWith('/data/')) return undefined;
  return pointer
    .split('/')
    .slice(2)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((token) => (/^\d+$/.test(token) ? Number(token) : token));
}

/** A path template such as `/saas/glossaries/{glossary_id}` as a pattern that matches a concrete path. */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const plainSpaces = (text: string) => text.replace(/\u00a0/g, ' ');

/**
 * What the MCP tools answer, read from one site: its search index (searched
 * with the site's own engine), its Markdown twins and its API descriptions.
 * Each file is fetched once, when a tool first needs it.
 */
export class Docs {
  readonly #site: Site;
  readonly #cache = new Map<string, Promise<unknown>>();

  constructor(site: Site) {
    this.#site = site;
  }

  #once<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.#cache.has(key)) {
      const loading = load();
      // A failed load (the site was down) is tried again next time.
      loading.catch(() => this.#cache.delete(key));
      this.#cache.set(key, loading);
    }
    return this.#cache.get(key) as Promise<T>;
  }

  async #required(sitePath: string, hint: string): Promise<string> {
    const text = await this.#site.read(sitePath);
    if (text === null) throw new Error(`${this.#site.origin} has no ${sitePath}: ${hint}`);
    return text;
  }

  #spec(name: 'openapi' | 'asyncapi'): Promise<{spec: Json; file: string}> {
    return this.#once(name, async () => {
      const sitePath = `/${name}.yaml`;
      const text = await this.#required(sitePath, 'is this a build of the docs site?');
      const file = `${this.#site.origin}${sitePath}`;
      return {spec: parseSpec(text, file) as Json, file};
    });
  }

  /** Fails with a clear message when the site is not a built docs site (no search index). */
  async check(): Promise<void> {
    await this.#searchIndex();
  }

  #searchIndex(): Promise<SearchEngine> {
    return this.#once('search', async () => {
      const pointer = JSON.parse(await this.#required(`/${SEARCH_POINTER}`, SEARCH_HINT)) as SearchPointer;
      return new SearchEngine(JSON.parse(await this.#required(`/${pointer.manifest}`, SEARCH_HINT)) as SearchManifest);
    });
  }

  /** The site's search, as its search page runs it: plain words ranked like the dropdown, or lunr query syntax. */
  async search(query: string, limit: number, section?: SectionId) {
    const engine = await this.#searchIndex();
    // The parts of the index a query needs, loaded as the site's worker loads them.
    const load = async (file: string) => JSON.parse(await this.#required(`/${file}`, SEARCH_HINT)) as unknown;
    const response = await engine.complete((search) => search.page(query, limit, section), load);
    const results = response.results.map((result) => {
      const {document, page} = result;
      // A content hit shows its text as its title and the headings above it as `s`; a page or heading hit shows its own intro.
      const isContent = document.s !== undefined;
      const heading = page && !isContent ? document.t : document.s || undefined;
      return {
        title: page?.t ?? document.t,
        url: this.#site.address(`${document.u}${document.h ?? ''}`),
        section: heading,
        snippet: result.snippet.text,
      };
    });
    return {
      results,
      ...(response.suggestion ? {suggestion: response.suggestion} : {}),
      ...(response.error ? {queryError: response.error.message} : {}),
    };
  }

  async page(url: string): Promise<string> {
    const sitePath = sitePathOf(url);
    const text = await this.#site.read(sitePath);
    if (text === null) throw new NoAnswer(`No page at ${this.#site.address(sitePath)}. Find the address with search_docs.`);
    return text;
  }

  async operation(query: {operationId?: string; method?: string; path?: string}) {
    const {spec} = await this.#spec('openapi');
    const all = operations(spec);
    const method = query.method?.toLowerCase();
    const server = new URL(spec.servers?.[0]?.url ?? 'http://api.invalid');
    const path = query.path ? new URL(query.path, server).pathname.replace(server.pathname.replace(/\/$/, ''), '') || '/' : undefined;
    const found = query.operationId
      ? all.find((entry) => entry.operation.operationId === query.operationId)
      : all.find((entry) => entry.method === method && path !== undefined && (entry.path === path || templatePattern(entry.path).test(path)));
    if (!found) {
      const asked = query.operationId ?? `${query.method ?? '?'} ${query.path ?? '?'}`;
      const known = all.map((entry) => `${entry.operation.operationId} (${entry.method.toUpperCase()} ${entry.path})`).join(', ');
      throw new NoAnswer(`No operation ${asked}. The operations are: ${known}.`);
    }
    const {operation, pathItem} = found;
    const parameters = new Map<string, Json>();
    for (const parameter of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map((item) => inline(spec, item) as Json)) {
      parameters.set(`${parameter.in}:${parameter.name}`, parameter);
    }
    const responses: Record<string, Json> = {};
    let errorBody: unknown;
    for (const [status, raw] of Object.entries<Json>(operation.responses ?? {})) {
      const response = inline(spec, raw) as Json;
      const headers = Object.keys(response.headers ?? {});
      if (/^[23]/.test(status)) {
        responses[status] = {description: response.description, headers, content: response.content};
        continue;
      }
      // Error replies share one body; it is given once, and each status lists the codes of its examples.
      const json = response.content?.['application/json'];
      errorBody ??= json?.schema;
      const codes = Object.values<Json>(json?.examples ?? {}).flatMap((example) =>
        (example.value?.errors ?? []).map((problem: Json) => ({error_code: problem.error_code, title: problem.title, detail: problem.detail, pointer: problem.pointer})),
      );
      responses[status] = {description: response.description, headers, errors: codes};
    }
    const schemes: Json = spec.components?.securitySchemes ?? {};
    const security = (operation.security ?? spec.security ?? []) as Json[];
    const route = operationRoute(operation.operationId);
    return {
      operationId: operation.operationId,
      method: found.method.toUpperCase(),
      path: found.path,
      url: `${spec.servers?.[0]?.url ?? ''}${found.path}`,
      summary: operation.summary,
      description: operation.description,
      tags: operation.tags,
      page: this.#site.address(route),
      markdown: this.#site.address(twinUrlOf(route)),
      authentication: security.flatMap((requirement) => Object.keys(requirement).map((name) => schemes[name])).filter(Boolean),
      parameters: [...parameters.values()],
      requestBody: operation.requestBody ? inline(spec, operation.requestBody) : null,
      responses,
      errorBody: errorBody ?? null,
    };
  }

  #messages() {
    return this.#once('messages', async () => {
      const {spec, file} = await this.#spec('asyncapi');
      return {spec, file, messages: messageModel(spec, file)};
    });
  }

  async message(messageType: string) {
    const {spec, file, messages} = await this.#messages();
    const matches = messages.filter((message) => message.name === messageType || message.key === messageType);
    if (matches.length === 0) {
      const names = messages.map((message) => `${message.name}${message.realtimeTts ? ' (realtime text-to-speech socket)' : ''}`);
      throw new NoAnswer(`No message ${messageType}. The messages are: ${names.join(', ')}.`);
    }
    const nameOf = (key: string) => messages.find((message) => message.key === key)?.name ?? key;
    const codeLink = (entry: {code: string; when: string}) => ({...entry, docs: this.#site.address(streamingCodeHref(entry.code))});
    return matches.map((message) => {
      const route = messageRoute(messageSlug(message));
      return {
        message_type: message.name,
        title: message.title,
        summary: message.summary,
        description: message.description,
        direction: message.direction,
        channels: message.channels.map((channel: {title: string}) => channel.title),
        transports: message.transports,
        rateLimit: message.rateLimit ? plainSpaces(message.rateLimit.text) : null,
        replies: message.replies.map(nameOf),
        replyTo: message.replyTo.map(nameOf),
        page: this.#site.address(route),
        markdown: this.#site.address(twinUrlOf(route)),
        // The allowed values of each field are in `schema`, once.
        fields: message.fields.map((row) => ({
          path: row.path,
          type: row.type,
          required: row.required,
          description: row.description,
          ...(row.constraints.length ? {constraints: row.constraints} : {}),
          ...(row.hasDefault ? {default: row.default} : {}),
          ...(row.deprecated ? {deprecated: true} : {}),
        })),
        notes: message.notes,
        schema: bundleSchema(spec, file, spec.components.messages[message.key].payload),
        examples: message.examples,
        errors: message.errors.map(codeLink),
        warnings: message.warnings.map(codeLink),
      };
    });
  }

  #setTask(): Promise<Checker> {
    return this.#once('set_task', async () => {
      const {spec, file} = await this.#spec('asyncapi');
      const schema = setTaskSchema(spec, file);
      return {validate: createAjv({dialect: 'draft-07'}).compile(schema), schema};
    });
  }

  /**
   * The settings validator's verdict on a `set_task` message, or on its `data`
   * alone: the code the server would answer with, and one entry per failing
   * field with its JSON Pointer in the message.
   */
  async validateTaskSettings(text: string) {
    const parsed = parseJson(text);
    const whole = !parsed.ok || (isObject(parsed.value) && 'message_type' in parsed.value);
    const verdict = check(await this.#setTask(), whole ? text : JSON.stringify({message_type: 'set_task', data: parsed.value}));
    if (verdict.state === 'syntax') {
      return {
        valid: false,
        code: 'INVALID_MESSAGE',
        docs: this.#site.address(streamingCodeHref('INVALID_MESSAGE')),
        errors: [{line: verdict.line, column: verdict.column, message: `Invalid JSON: ${verdict.message}`}],
        warnings: [],
      };
    }
    if (verdict.state === 'unchecked') throw new NoAnswer(verdict.message);
    const valid = verdict.problems.length === 0;
    return {
      valid,
      checked: whole ? 'the set_task message' : 'the set_task message with your JSON as its data (pointers start at the message)',
      ...(valid ? {} : {code: 'VALIDATION_ERROR', docs: this.#site.address(streamingCodeHref('VALIDATION_ERROR'))}),
      errors: verdict.problems.map((problem) => ({
        pointer: problem.pointer,
        loc: locOf(problem.pointer),
        message: problem.message,
        ...(problem.allowed ? {allowed: problem.allowed} : {}),
      })),
      warnings: verdict.warnings.map((warning) => ({pointer: warning.pointer, message: warning.message})),
    };
  }
}
