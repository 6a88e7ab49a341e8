import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {buildDir, root} from '../support/paths';
import {ARCHIVE_DIR, EXAMPLES, exampleArchive, exampleFiles} from '../../src/plugins/example-archives';

const python = process.env.PYTHON ?? '/usr/bin/python3';

/** Every entry of a ZIP file with its bytes, read by Python's zipfile: a reader that shares no code with the writer. */
function readZip(file: string): Record<string, string> {
  const script = [
    'import base64, json, sys, zipfile',
    'with zipfile.ZipFile(sys.argv[1]) as archive:',
    '    assert archive.testzip() is None',
    '    print(json.dumps({info.filename: base64.b64encode(archive.read(info)).decode() for info in archive.infolist()}))',
  ].join('\n');
  return JSON.parse(execFileSync(python, ['-c', script, file], {encoding: 'utf8', maxBuffer: 64 << 20})) as Record<string, string>;
}

for (const name of EXAMPLES) {
  test(`/examples/${name}.zip holds the example's files byte for byte, and nothing a checkout would not`, () => {
    const archive = path.join(buildDir, ARCHIVE_DIR, `${name}.zip`);
    const dir = path.join(root, 'examples', name);
    const entries = readZip(archive);
    const expected = exampleFiles(dir);
    expect(Object.keys(entries).sort()).toEqual(expected.map((file) => `${name}/${file}`).sort());
    expect(expected).toContain('README.md');
    expect(expected.filter((file) => /(^|\/)(node_modules|\.env$)|\.wav$/.test(file))).toEqual([]);
    for (const file of expected) {
      expect(Buffer.from(entries[`${name}/${file}`], 'base64').equals(fs.readFileSync(path.join(dir, file))), file).toBe(true);
    }
  });

  test(`/examples/${name}.zip is reproducible: the same sources give the same bytes`, () => {
    const built = fs.readFileSync(path.join(buildDir, ARCHIVE_DIR, `${name}.zip`));
    expect(Buffer.from(exampleArchive(path.join(root, 'examples'), name)).equals(built)).toBe(true);
  });
}
