import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import {colouredCode, runsLength, tokenPropsOf} from '../../components/CodeLines/runs';

export type Options = {
  theme: PrismTheme;
  /** themeConfig.prism.additionalLanguages */
  languages: string[];
};

type Node = {type: string; lang?: string | null; value?: string; children?: Node[]; data?: {hProperties?: Record<string, unknown>}};

const requireHere = createRequire(__filename);
let registered: string | undefined;

/** Registers Prism's extra languages the way theme-classic does in the browser (on a global Prism while they load). */
function registerLanguages(languages: string[]): void {
  const key = languages.join(' ');
  if (registered === key) return;
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  for (const language of languages) requireHere(`prismjs/components/prism-${language}`);
  if (before === undefined) delete global.Prism;
  else global.Prism = before;
  registered = key;
}

/** The block's runs as prism-react-renderer colours it: Prism's tokens with the theme's styles, as JSON. */
export function runsOf(code: string, language: string, theme: PrismTheme): string | undefined {
  const grammar = Prism.languages[language];
  let tokens = normalizeTokens([code]);
  if (grammar) {
    const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(env.code, env.grammar);
    Prism.hooks.run('after-tokenize', env);
    tokens = normalizeTokens(env.tokens);
  }
  const coloured = colouredCode(tokens, tokenPropsOf(theme), theme.plain.color);
  return runsLength(coloured) === code.length ? JSON.stringify(coloured) : undefined;
}

/**
 * Colours every fenced code block at build time and hands the colouring to
 * the code block as its `runs` prop (theme/CodeBlock/Content/String.tsx): a
 * page rendered in the browser, after a click on a link or a tab, draws its
 * code without loading Prism.
 */
export default function remarkCodeRuns({theme, languages}: Options) {
  registerLanguages(languages);
  const visit = (node: Node) => {
    if (node.type === 'code' && node.value) {
      // The block's language as the browser reads it: the first word of the fence's info, in lower case.
      const language = (node.lang?.split(/\s+/)[0] ?? 'text').toLowerCase();
      const runs = runsOf(node.value, language, theme);
      if (runs) node.data = {...node.data, hProperties: {...node.data?.hProperties, runs}};
    }
    node.children?.forEach(visit);
  };
  return (tree: Node) => visit(tree);
}
