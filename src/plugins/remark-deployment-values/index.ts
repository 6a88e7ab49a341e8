import type {Deployment} from '../../../config/deployment';

/**
 * Replaces `%NAME%` tokens (for example `%API_BASE_URL%`, `%SUPPORT_EMAIL%`)
 * with deploy-time values in prose, inline code, code blocks and link URLs, so
 * that pages never hard-code a host. A token that names no value fails the
 * build with the file and line.
 */

type Node = {
  type: string;
  value?: string;
  url?: string;
  position?: {start: {line: number}};
  children?: Node[];
};

type VFile = {path?: string; fail(message: string, place?: unknown): never};

const TOKEN = /%([A-Z][A-Z0-9_]*)%/g;

export function tokenName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

export function tokenTable(deployment: Deployment): Map<string, string> {
  return new Map(
    // Plain values only: the hosted search setting is a switch, not text for pages.
    Object.entries(deployment).flatMap(([key, value]) => (typeof value === 'string' ? [[tokenName(key), value] as [string, string]] : [])),
  );
}

export function replaceTokens(text: string, table: Map<string, string>, onUnknown: (name: string) => void): string {
  return text.replace(TOKEN, (whole, name: string) => {
    const value = table.get(name);
    if (value === undefined) {
      onUnknown(name);
      return whole;
    }
    return value;
  });
}

export default function remarkDeploymentValues(options: {deployment: Deployment}) {
  const table = tokenTable(options.deployment);
  return (tree: Node, file: VFile) => {
    const visit = (node: Node) => {
      const onUnknown = (name: string) =>
        file.fail(`Unknown deployment token %${name}%. Known tokens: ${[...table.keys()].map((k) => `%${k}%`).join(', ')}`, node.position);
      if (typeof node.value === 'string' && ['text', 'inlineCode', 'code'].includes(node.type)) {
        node.value = replaceTokens(node.value, table, onUnknown);
      }
      if (typeof node.url === 'string') {
        node.url = replaceTokens(node.url, table, onUnknown);
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
