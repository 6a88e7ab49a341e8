// The plugin names the info page after `info.title`; the reference serves it
// at /api/introduction. Renames the file, its id and its sidebar entry.
import fs from 'node:fs';
import path from 'node:path';

export const INTRODUCTION_ID = 'introduction';

/** @param {string} outputDir */
export function renameInfoPage(outputDir) {
  const infoPages = fs.readdirSync(outputDir).filter((file) => file.endsWith('.info.mdx'));
  if (infoPages.length !== 1) throw new Error(`expected one info page in ${outputDir}, found ${infoPages.length}`);
  const [file] = infoPages;
  const generatedId = file.replace(/\.info\.mdx$/, '');
  const source = fs.readFileSync(path.join(outputDir, file), 'utf8');
  fs.rmSync(path.join(outputDir, file));
  fs.writeFileSync(
    path.join(outputDir, `${INTRODUCTION_ID}.info.mdx`),
    source.replace(/^id: .*$/m, `id: ${INTRODUCTION_ID}`),
  );

  const sidebarFile = path.join(outputDir, 'sidebar.ts');
  const sidebar = fs.readFileSync(sidebarFile, 'utf8');
  const renamed = sidebar.split(`"${generatedId}"`).join(`"${INTRODUCTION_ID}"`);
  if (renamed === sidebar) throw new Error(`the generated sidebar does not mention "${generatedId}"`);
  fs.writeFileSync(sidebarFile, renamed);
}
