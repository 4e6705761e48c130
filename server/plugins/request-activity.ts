import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance is answering people right now: requests in flight and when the last one ended. Work
 * that can wait (the generator catalogue's load after a start, decision 038) runs in the quiet spells, so it
 * does not compete with the first searches. The health check is not a person: a load balancer's polling every
 * second would otherwise keep an idle server busy for ever.
 */
export class RequestActivity {
  private inFlight = 0;
  private lastEndedAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.lastEndedAt = now();
  }

  /** Counts the app's requests (not `/api/health`) from their arrival until their socket's answer is closed. */
  track(app: FastifyInstance): void {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url === '/api/health' || request.url.startsWith('/api/health?')) return;
      this.inFlight += 1;
      // 'close' comes after the answer is sent and also when the client goes away first: never counted twice
      reply.raw.once('close', () => {
        this.inFlight -= 1;
        this.lastEndedAt = this.now();
      });
    });
  }

  /** Counts the quiet spell from now, as if a request had just ended (the server is starting to answer). */
  restart(): void {
    this.lastEndedAt = this.now();
  }

  /** No request in flight, and none ended in the last `ms` (nor, before any, since the start or `restart`). */
  quietFor(ms: number): boolean {
    return this.inFlight === 0 && this.now() - this.lastEndedAt >= ms;
  }
}
