// The file piscina loads in each worker thread when the server runs from TypeScript (dev, start, tests under
// tsx or Vitest): registers tsx's ESM hooks in this thread, then loads the TypeScript worker and hands its task
// runner to piscina. A compiled server points piscina at the worker's .js directly (worker-pool.ts).
import { workerData } from 'node:worker_threads';

const { tsxApi, worker } = workerData;
if (tsxApi) (await import(tsxApi)).register();
const loaded = await import(worker);

export default loaded.default;
