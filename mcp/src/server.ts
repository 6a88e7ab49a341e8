import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {SECTIONS, type SectionId} from '../../src/plugins/search-index/shared/sections';
import {SEARCH_SUGGESTION_LIMIT} from '../../config/constants';
import packageJson from '../package.json';
import {Docs, NoAnswer} from './docs';
import type {Site} from './site';

const MAX_RESULTS = 50;

const INSTRUCTIONS = `Documentation of a real-time speech-to-speech translation API: a REST API (sessions, voices, glossaries, broadcasts, text-to-speech) and a streaming protocol over WebSocket and WebRTC.
Look facts up instead of recalling them: search_docs finds pages, get_page reads one as Markdown, get_operation gives a REST operation's exact parameters, schemas, examples and error codes, get_message gives a streaming message's payload, rate limit and errors, and validate_task_settings checks a set_task message as the server would before you use it.`;

const readOnly = {readOnlyHint: true, idempotentHint: true, openWorldHint: false} as const;

function text(value: unknown): CallToolResult {
  return {content: [{type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value)}]};
}

/** Runs a tool; an unknown page, operation or message is an answer the assistant can act on, not a crash. */
async function answer(run: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return text(await run());
  } catch (error) {
    if (error instanceof NoAnswer) return {...text(error.message), isError: true};
    throw error;
  }
}

export function createServer(site: Site): {server: McpServer; docs: Docs} {
  const docs = new Docs(site);
  const server = new McpServer({name: packageJson.name, version: packageJson.version}, {instructions: INSTRUCTIONS});
  const sectionIds = SECTIONS.map((section) => section.id) as [SectionId, ...SectionId[]];

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        "Searches the docs with the site's own search engine and ranking: guides, the streaming message reference, the REST API reference and the blog. Identifiers such as set_task, VALIDATION_ERROR, 2004 or a field name find their home page first. Returns title, URL, section and snippet of each result; read a result with get_page.",
      inputSchema: {
        query: z
          .string()
          .min(1)
          .describe(
            'Words or identifiers, e.g. "set_task", "glossary upload", "rate limit". +word, -word, title:word and word~1 work as on the search page.',
          ),
        section: z
          .enum(sectionIds)
          .optional()
          .describe(SECTIONS.map((section) => `${section.id}: ${section.label}`).join('; ')),
        limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`How many results (default ${SEARCH_SUGGESTION_LIMIT}).`),
      },
      annotations: readOnly,
    },
    ({query, section, limit}) => answer(() => docs.search(query, limit ?? SEARCH_SUGGESTION_LIMIT, section)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'Returns one page of the docs as Markdown: tables, code samples in every language and admonitions included. Accepts a full URL, a path such as /docs/quick-start, or a path with #anchor or .md.',
      inputSchema: {url: z.string().min(1).describe('The page, e.g. /docs/streaming_api/messages/set_task or a URL from search_docs.')},
      annotations: readOnly,
    },
    ({url}) => answer(() => docs.page(url)),
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Look up a REST operation',
      description:
        'Returns a REST operation from openapi.yaml: method, path and full URL, authentication headers, parameters, the request body schema and examples, each response with its schema and examples, and the error codes each error status can carry. Name it by operationId, or by method and path (a concrete path such as /saas/glossaries/123 matches its template).',
      inputSchema: {
        operationId: z.string().optional().describe('e.g. create-streaming-session, create-a-new-glossary'),
        method: z.string().optional().describe('HTTP method, with path: GET, POST, PATCH, PUT or DELETE'),
        path: z.string().optional().describe('Path or URL, with method: e.g. /saas/glossaries'),
      },
      annotations: readOnly,
    },
    ({operationId, method, path}) =>
      answer(async () => {
        if (!operationId && !(method && path)) throw new NoAnswer('Give an operationId, or a method and a path.');
        return docs.operation({operationId, method, path});
      }),
  );

  server.registerTool(
    'get_message',
    {
      title: 'Look up a streaming message',
      description:
        'Returns a message of the streaming protocol from asyncapi.yaml: who sends it, on which sockets and transports, its rate limit, its fields with descriptions and limits, its JSON Schema (with the allowed values), examples, the messages that answer it, and the error and warning codes it can cause.',
      inputSchema: {
        message_type: z
          .string()
          .min(1)
          .describe(
            'The message_type (or type on the realtime text-to-speech socket), e.g. set_task, input_audio_data, current_task, error',
          ),
      },
      annotations: readOnly,
    },
    ({message_type}) => answer(() => docs.message(message_type)),
  );

  server.registerTool(
    'validate_task_settings',
    {
      title: 'Check set_task settings',
      description:
        "Checks a set_task message against the protocol schema, as the docs' settings validator does, before it is sent. Invalid settings give code VALIDATION_ERROR (the code the server answers with) and, per failing field, its JSON Pointer in the message, the server's loc path and what is wrong (with the allowed values for an unknown value). Unknown and deprecated fields come back as warnings: the server ignores them silently. Text that is not JSON gives INVALID_MESSAGE with line and column.",
      inputSchema: {
        json: z
          .string()
          .min(1)
          .describe('The set_task message as JSON text, or only its data object (input_stream, output_stream, pipeline).'),
      },
      annotations: readOnly,
    },
    ({json}) => answer(() => docs.validateTaskSettings(json)),
  );

  return {server, docs};
}
