import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Answer, call } from './http.js';
import type { Case } from './upload-cases.js';

// What makes an upload's answer, its stored file and the way it is served safe.

/** What is wrong with an answer to one case, or undefined when it is as it should be. */
export function judge(item: Case, answer: Answer): string | undefined {
  const detail = readableDetail(answer);
  if (item.expect === 'image-or-4xx') {
    if (answer.status === 201) return badName(answer.json<{ name: string }>().name);
    if (answer.status >= 400 && answer.status < 500)
      return detail ? undefined : `${answer.status} without a detail`;
    return `answered ${answer.status} ${answer.text.slice(0, 100)}`;
  }
  if (answer.status !== item.expect)
    return `answered ${answer.status} ${answer.text.slice(0, 100)}, expected ${item.expect}`;
  if (!detail) return `${answer.status} without a readable detail: ${answer.text.slice(0, 100)}`;
  if (item.detail && detail !== item.detail) return `detail "${detail}", expected "${item.detail}"`;
  return undefined;
}

/** The `detail` of a JSON error body when it is a readable sentence. */
function readableDetail(answer: Answer): string | undefined {
  try {
    const { detail } = answer.json<{ detail?: unknown }>();
    return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
  } catch {
    return undefined;
  }
}

/** A stored display name must be a plain file name: no path, no control, invisible or broken characters. */
function badName(name: string): string | undefined {
  if (/[/\\]/.test(name) || name === '..' || name === '.') return `stored the name ${JSON.stringify(name)}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for.
  if (/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(name))
    return `stored the name ${JSON.stringify(name)}`;
  if (!name.isWellFormed()) return `stored a name with a lone surrogate: ${JSON.stringify(name)}`;
  if (name.length > 255) return `stored a name of ${name.length} characters`;
  return undefined;
}

/** Fetches a stored file as the app serves it and checks the headers that keep a browser safe. */
export async function servedSafely(
  base: string,
  token: string,
  asset: { name: string; url: string },
): Promise<string[]> {
  const answer = await call(base, 'GET', asset.url, { token });
  const header = (name: string) => answer.headers.get(name) ?? '';
  const problems: string[] = [];
  if (answer.status !== 200) problems.push(`GET ${asset.url}: ${answer.status}`);
  if (!/^image\/(png|jpeg|gif|webp)$/.test(header('content-type')))
    problems.push(`served as ${header('content-type')}`);
  if (header('x-content-type-options') !== 'nosniff')
    problems.push('served without X-Content-Type-Options: nosniff');
  if (!/default-src 'none'|sandbox/.test(header('content-security-policy')))
    problems.push(`served with the CSP "${header('content-security-policy')}"`);
  if (!/^(inline|attachment)\b/.test(header('content-disposition')))
    problems.push('served without Content-Disposition');
  if (/hacked/i.test(header('set-cookie'))) problems.push('the name set a cookie');
  return problems.map((problem) => `${asset.name}: ${problem}`);
}

/** Files a traversal would have written outside DATA_DIR/assets/{org}. */
export function escapeTargets(dataDir: string, orgId: string): string[] {
  const org = path.join(dataDir, 'assets', orgId);
  return ['x.png', 'passwd'].flatMap((name) => [
    path.resolve(org, '..', name),
    path.resolve(org, '../..', name),
    path.resolve(org, '../../..', name),
  ]);
}

/** Every file under DATA_DIR/assets is an image in the organization's folder, one per stored upload. */
export function checkDataDir(dataDir: string, orgId: string, storedCount: number): string[] {
  const root = path.join(dataDir, 'assets');
  const files = existsSync(root) ? walk(root) : [];
  const problems: string[] = [];
  for (const file of files) {
    const relative = path.relative(root, file);
    if (path.dirname(relative) !== orgId) problems.push(`a file outside assets/{org}: assets/${relative}`);
    const head = readFileSync(file).subarray(0, 12);
    if (!isImage(head))
      problems.push(`a stored file is not an image: assets/${relative} (${head.toString('latin1')})`);
  }
  if (files.length !== storedCount)
    problems.push(`${files.length} files under assets/ for ${storedCount} stored uploads`);
  return problems;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

function isImage(head: Buffer): boolean {
  const starts = (...magic: number[]) => magic.every((byte, index) => head[index] === byte);
  return (
    starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ||
    starts(0xff, 0xd8, 0xff) ||
    starts(0x47, 0x49, 0x46, 0x38) ||
    (starts(0x52, 0x49, 0x46, 0x46) && head.subarray(8, 12).toString('latin1') === 'WEBP')
  );
}
