import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The server's modules must leave the language's own functions as they are. pdf.js's Node build
// replaced JSON.stringify, JSON.parse and Array.prototype.push with core-js's (JSON.stringify 16
// times slower, for every answer of the process) until it moved to a worker thread
// (signatures/seal/find-fields.ts). A fresh Node process loads the whole app, as `npm start`
// does, and reports any built-in function that is no longer the one it started with.

const appModule = fileURLToPath(new URL('./app.ts', import.meta.url));

const probe = `
const owners = {
  JSON, Object, Array, Promise, Math, Reflect, Number, String,
  'Array.prototype': Array.prototype,
  'Object.prototype': Object.prototype,
  'String.prototype': String.prototype,
  'Function.prototype': Function.prototype,
  'Promise.prototype': Promise.prototype,
  'Map.prototype': Map.prototype,
  'Set.prototype': Set.prototype,
  'RegExp.prototype': RegExp.prototype,
  'TypedArray.prototype': Object.getPrototypeOf(Uint8Array.prototype),
};
const functionsOf = () => {
  const found = new Map();
  for (const [name, owner] of Object.entries(owners)) {
    for (const key of Reflect.ownKeys(owner)) {
      const value = Object.getOwnPropertyDescriptor(owner, key)?.value;
      if (typeof value === 'function') found.set(name + '.' + String(key), value);
    }
  }
  return found;
};
const before = functionsOf();
await import(${JSON.stringify(appModule)});
const replaced = [...functionsOf()].filter(([key, value]) => before.has(key) && before.get(key) !== value);
process.stdout.write('replaced:' + replaced.map(([key]) => key).join(','));
`;

describe('the app loaded in a fresh process', () => {
  it('leaves every built-in function native (JSON.stringify, JSON.parse, Array.prototype.push, ...)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', '--input-type=module', '--eval', probe],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), env: { ...process.env, NODE_ENV: 'test' } },
    );
    expect(stdout).toBe('replaced:');
  }, 60_000);
});
