import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Signing is entered by actor and action (docs/developing.md): the sender's acts under sender/, the
// signer's under signer/ (link.ts finds a link; sign.ts, decline.ts... each act), and each job in a
// file of its own under jobs/, all declared by jobs/register-jobs.ts. These checks keep it so.
// seal/ (the PDF's stamping and signing) has its own shape and is left out.

const root = import.meta.dirname;
const LONGEST_FILE = 300;

function sourceFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return file === 'seal' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const files = sourceFiles();
const text = (file: string) => readFileSync(path.join(root, file), 'utf8');
const lines = (file: string) => text(file).split('\n').length;

describe('the signatures module', () => {
  it(`has no source file over ${LONGEST_FILE} lines`, () => {
    const long = files.filter((file) => lines(file) > LONGEST_FILE).map((file) => `${file}: ${lines(file)}`);
    expect(long).toEqual([]);
  });

  it("keeps the sender's acts, the signer's acts and the jobs apart", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'sender/send.ts',
        'sender/void.ts',
        'sender/remind.ts',
        'signer/link.ts',
        'signer/sign.ts',
        'signer/decline.ts',
        'jobs/register-jobs.ts',
      ]),
    );
    // The signer's files never reach into the sender's, nor the other way.
    const crossing = files.filter(
      (file) =>
        (file.startsWith('signer/') && text(file).includes("'../sender/")) ||
        (file.startsWith('sender/') && text(file).includes("'../signer/")),
    );
    expect(crossing).toEqual([]);
  });

  it('has one job a file under jobs/, every one declared by register-jobs.ts alone', () => {
    const handles = (file: string) => text(file).match(/\bjobs\.handle\(/g)?.length ?? 0;
    const handlers = files.filter((file) => handles(file) > 0);
    expect(handlers.filter((file) => !file.startsWith('jobs/') || handles(file) > 1)).toEqual([]);
    expect(handlers.length).toBeGreaterThanOrEqual(7);

    const register = text('jobs/register-jobs.ts');
    for (const file of handlers) expect(register).toContain(`'./${path.basename(file, '.ts')}.js'`);
    // Nothing else calls a job's handle function: the queues are declared in one place.
    const callers = files.filter(
      (file) =>
        file !== 'jobs/register-jobs.ts' && /(?<!function )\bhandle[A-Z]\w*\(\s*jobs\b/.test(text(file)),
    );
    expect(callers).toEqual([]);
  });
});
