// The worker thread's entry when the server runs from its TypeScript source (vitest): it loads the
// pool's .ts worker module through tsx's import API and hands its default export to Piscina.
// (`--import tsx` in a worker's execArgv does not apply tsx's hooks to the worker on every Node 20
// release; tsImport does, for the module and everything it imports.)
import { workerData } from 'piscina';
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport(workerData.tsWorker, import.meta.url);

export default worker.default;
