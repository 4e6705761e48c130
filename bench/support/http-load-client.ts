// The load of bench/generator-http.ts sent from threads of their own, as clients on other machines would: the
// server's event loop then carries only the server's work, and a health check is timed by a thread that does
// nothing else (its delay is the server's, not the delay of a client busy reading 20 plans on the same loop).
// Plain JavaScript run with `eval` (fetch only), so it needs no TypeScript loader in the thread.
import { Worker } from 'node:worker_threads';

const CLIENT = `
const { parentPort } = require('node:worker_threads');
let polling = false;
const generate = async (origin, { cookie, week }) => {
  const started = performance.now();
  const res = await fetch(origin + '/api/meal-plans/' + week + '/generate', {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: '{}',
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
};
parentPort.on('message', async (m) => {
  if (m.type === 'generate') {
    const runs = m.oneAtATime ? [] : await Promise.all(m.requests.map((r) => generate(m.origin, r)));
    if (m.oneAtATime) for (const r of m.requests) runs.push(await generate(m.origin, r));
    parentPort.postMessage({ type: 'generated', runs });
  } else if (m.type === 'poll') {
    polling = true;
    const times = [];
    while (polling) {
      const started = performance.now();
      const res = await fetch(m.origin + '/api/health');
      await res.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, Math.max(0, m.everyMs - (performance.now() - started))));
    }
    parentPort.postMessage({ type: 'polled', times });
  } else if (m.type === 'stop') {
    polling = false;
  }
});
`;

export interface Run {
  ms: number;
  status: number;
}

/** A client thread: generations sent together (or one at a time), and a health poller. */
export class LoadClient {
  private readonly worker = new Worker(CLIENT, { eval: true });

  constructor(private readonly origin: string) {}

  private next<T>(type: string): Promise<T> {
    return new Promise((resolve) => {
      const on = (m: { type: string }) => {
        if (m.type !== type) return;
        this.worker.off('message', on);
        resolve(m as T);
      };
      this.worker.on('message', on);
    });
  }

  async generate(requests: { cookie: string; week: string }[], oneAtATime = false): Promise<Run[]> {
    const done = this.next<{ runs: Run[] }>('generated');
    this.worker.postMessage({ type: 'generate', origin: this.origin, requests, oneAtATime });
    return (await done).runs;
  }

  /** Asks GET /api/health every `everyMs` until the returned function is called; that resolves the times. */
  poll(everyMs: number): () => Promise<number[]> {
    const done = this.next<{ times: number[] }>('polled');
    this.worker.postMessage({ type: 'poll', origin: this.origin, everyMs });
    return async () => {
      this.worker.postMessage({ type: 'stop' });
      return (await done).times;
    };
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
