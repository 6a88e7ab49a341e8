import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {root} from '../support/paths';
import {writeAgentSkills, SKILLS_PATH} from '../../src/plugins/markdown-twins/agent-skills';

const siteUrl = 'https://docs.test';
const tokens = new Map([['SITE_URL', siteUrl]]);

/** A skills folder with one skill and a built folder holding `files`. */
function fixture(skill: string, files: string[] = ['docs/overview.md']) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skills-'));
  const sourceDir = path.join(dir, 'agent-skills');
  const outDir = path.join(dir, 'build');
  fs.mkdirSync(path.join(sourceDir, 'do-a-thing'), {recursive: true});
  fs.writeFileSync(path.join(sourceDir, 'do-a-thing', 'SKILL.md'), skill);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), '# x\n');
  }
  return {sourceDir, outDir, siteUrl, tokens};
}

const skill = (body: string, name = 'do-a-thing') => `---\nname: ${name}\ndescription: Does a thing.\n---\n\n# Do a thing\n\n${body}\n`;

test('a skill is written with its tokens filled in, and the index lists it with the digest of what was written', async () => {
  const options = fixture(skill('Read %SITE_URL%/docs/overview.md first.'));
  const entries = await writeAgentSkills(options);
  const written = fs.readFileSync(path.join(options.outDir, SKILLS_PATH, 'do-a-thing/SKILL.md'), 'utf8');
  expect(written).toContain('Read https://docs.test/docs/overview.md first.');
  const index = JSON.parse(fs.readFileSync(path.join(options.outDir, SKILLS_PATH, 'index.json'), 'utf8'));
  expect(index.skills).toEqual(entries);
  expect(entries).toEqual([
    {
      name: 'do-a-thing',
      type: 'skill-md',
      description: 'Does a thing.',
      url: `${SKILLS_PATH}/do-a-thing/SKILL.md`,
      digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    },
  ]);
});

test("a broken link, an unknown token or a name that is not the folder fails the build with the skill's file", async () => {
  const file = path.join('agent-skills', 'do-a-thing', 'SKILL.md');
  await expect(writeAgentSkills(fixture(skill('See %SITE_URL%/docs/nothing.md.')))).rejects.toThrow(
    `${file}: broken link to /docs/nothing.md`,
  );
  await expect(writeAgentSkills(fixture(skill('See [it](/docs/gone).')))).rejects.toThrow('broken link to /docs/gone');
  await expect(writeAgentSkills(fixture(skill('At %API_HOST%.')))).rejects.toThrow(`${file}: unknown deployment token %API_HOST%.`);
  await expect(writeAgentSkills(fixture(skill('Body.', 'other-name')))).rejects.toThrow(
    `${file}: name "other-name" must be the folder's name`,
  );
  await expect(writeAgentSkills(fixture(skill('Body.', 'Do_A_Thing')))).rejects.toThrow('name must be lower-case words joined by hyphens');
  await expect(writeAgentSkills(fixture('---\nname: do-a-thing\ndescription: |\n  Two lines.\n---\n'))).rejects.toThrow(
    `${file}: front matter line "description: |" is not a plain "key: value" line.`,
  );
});

test('the skills of this site name themselves after their folders and describe when to use them', () => {
  const folders = fs.readdirSync(path.join(root, 'agent-skills'));
  expect(folders.length).toBeGreaterThanOrEqual(2);
  expect(folders.length).toBeLessThanOrEqual(3);
  for (const folder of folders) {
    const text = fs.readFileSync(path.join(root, 'agent-skills', folder, 'SKILL.md'), 'utf8');
    expect(text, folder).toMatch(new RegExp(`^---\\nname: ${folder}\\ndescription: .+ Use it (for|when) .+\\n---\\n`));
    expect(text, folder).toContain('%SITE_URL%/openapi.yaml');
  }
});
