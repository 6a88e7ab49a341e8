import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {replaceTokens} from '../remark-deployment-values';

/**
 * Agent skills (agentskills.io `SKILL.md` files) published under
 * `/.well-known/agent-skills/`, with the discovery index `index.json`
 * (Agent Skills Discovery 0.2.0: name, type, description, url, SHA-256 digest).
 * The sources are `agent-skills/<name>/SKILL.md`; their `%TOKEN%`s get the
 * deploy-time values, and a link to a file of this site that the build did not
 * write fails the build with the skill's file.
 */

export const SKILLS_PATH = '/.well-known/agent-skills';
const INDEX_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';
/** The agentskills.io rules for `name` and `description`. */
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_NAME = 64;
const MAX_DESCRIPTION = 1024;

export type SkillEntry = {name: string; type: 'skill-md'; description: string; url: string; digest: string};

type Options = {sourceDir: string; outDir: string; siteUrl: string; tokens: Map<string, string>};

function fail(file: string, problem: string): never {
  throw new Error(`${path.relative(process.cwd(), file)}: ${problem}`);
}

/** The front matter: one plain `key: value` per line (the agentskills.io fields need no more of YAML). */
function frontMatter(text: string, file: string): {name: string; description: string} {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) fail(file, 'starts with no front matter (--- name, description ---).');
  const data: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const field = /^([a-z][\w-]*): ([^'"|>\s].*)$/.exec(line);
    if (!field) fail(file, `front matter line "${line}" is not a plain "key: value" line.`);
    data[field[1]] = field[2].trim();
  }
  const {name, description} = data;
  if (!name || !NAME.test(name) || name.length > MAX_NAME) {
    fail(file, `name must be lower-case words joined by hyphens, at most ${MAX_NAME} characters (found ${JSON.stringify(name)}).`);
  }
  if (!description || description.length > MAX_DESCRIPTION) fail(file, `description must be text of 1–${MAX_DESCRIPTION} characters.`);
  return {name, description};
}

/** Paths of this site that a skill links to: full URLs on the site and `/…` link targets. */
function sitePaths(markdown: string, siteUrl: string): string[] {
  const found = new Set<string>();
  for (const [url] of markdown.matchAll(new RegExp(`${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\\s)\`"'>]*`, 'g'))) {
    found.add(url.slice(siteUrl.length));
  }
  for (const [, target] of markdown.matchAll(/\]\((\/[^\s)]*)\)/g)) found.add(target);
  return [...found].map((target) => target.split('#')[0].replace(/[.,;:]+$/, ''));
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** Writes every skill and the index; returns the index entries. */
export async function writeAgentSkills({sourceDir, outDir, siteUrl, tokens}: Options): Promise<SkillEntry[]> {
  const folders = (await fs.readdir(sourceDir, {withFileTypes: true}))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const skills: SkillEntry[] = [];
  for (const folder of folders) {
    const file = path.join(sourceDir, folder, 'SKILL.md');
    const source = await fs.readFile(file, 'utf8').catch(() => fail(file, 'is missing: every folder of agent-skills/ holds one SKILL.md.'));
    const text = replaceTokens(source, tokens, (token) => fail(file, `unknown deployment token %${token}%.`));
    const {name, description} = frontMatter(text, file);
    if (name !== folder) fail(file, `name "${name}" must be the folder's name, "${folder}".`);
    for (const target of sitePaths(text, siteUrl)) {
      const onDisk = path.join(outDir, decodeURI(target));
      if (!(await exists(onDisk)) && !(await exists(path.join(onDisk, 'index.html')))) fail(file, `broken link to ${target}`);
    }
    const url = `${SKILLS_PATH}/${name}/SKILL.md`;
    await fs.mkdir(path.join(outDir, SKILLS_PATH, name), {recursive: true});
    await fs.writeFile(path.join(outDir, url), text);
    skills.push({name, type: 'skill-md', description, url, digest: `sha256:${crypto.createHash('sha256').update(text).digest('hex')}`});
  }
  await fs.writeFile(path.join(outDir, SKILLS_PATH, 'index.json'), `${JSON.stringify({$schema: INDEX_SCHEMA, skills}, null, 2)}\n`);
  return skills;
}
