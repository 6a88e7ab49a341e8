import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport, getDefaultEnvironment} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {root} from './paths';

/** The docs MCP server's tools, in the order the guide lists them. */
export const MCP_TOOLS = ['search_docs', 'get_page', 'get_operation', 'get_message', 'validate_task_settings'];

const mcpPackage = JSON.parse(fs.readFileSync(path.join(root, 'mcp/package.json'), 'utf8'));

/** The file `npx <package>` runs for a reader: the package's bin. */
export const mcpBin = path.join(root, 'mcp', mcpPackage.bin[mcpPackage.name]);

/** Bundles the server (mcp/build.mjs writes the file atomically, so servers starting meanwhile are safe). */
export function buildMcp(): void {
  execFileSync('npm', ['run', '--silent', 'build', '--workspace', 'mcp'], {cwd: root, stdio: 'pipe'});
}

export type McpSession = {
  client: Client;
  /** What the transport could not read as protocol messages: any line on stdout that is not JSON-RPC lands here. */
  transportErrors: string[];
  /** Calls a tool; the text of its answer, parsed as JSON unless `raw`. */
  call<T = any>(name: string, args: Record<string, unknown>, raw?: boolean): Promise<{isError: boolean; value: T}>;
  close(): Promise<void>;
};

/** Starts the server as an MCP client does (a command over stdio) and connects the SDK's client to it. */
export async function startMcp(command: string, args: string[]): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command,
    args,
    cwd: root,
    stderr: 'pipe',
    env: {...getDefaultEnvironment(), NO_UPDATE_NOTIFIER: '1'},
  });
  const transportErrors: string[] = [];
  const stderr: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const client = new Client({name: 'docs-tests', version: '0.0.0'});
  client.onerror = (error) => transportErrors.push(error.message);
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} did not start: ${(error as Error).message}\n${stderr.join('')}`);
  }
  return {
    client,
    transportErrors,
    async call(name, toolArgs, raw = false) {
      const result = (await client.callTool({name, arguments: toolArgs})) as CallToolResult;
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      return {isError: Boolean(result.isError), value: raw || result.isError ? text : JSON.parse(text)};
    },
    close: () => client.close(),
  };
}
