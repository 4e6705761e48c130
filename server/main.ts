import { mkdirSync } from 'node:fs';
import { loggerOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { startBillingJobs } from './modules/billing/jobs';
import { warmSearchPath } from './modules/recipes/search-warm-up';
import { startApp } from './start-app';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const { app, database } = await startApp(config, loggerOptions(config));

  const shutdown = async (signal: string) => {
    app.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, 'shutting down');
    // Behind a load balancer: fail health checks first and keep serving what still arrives, then close
    // (which finishes the requests in flight).
    app.lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  startBillingJobs(app);
  // ready first, then the first search's own costs are paid before the server listens (search-warm-up.ts)
  await app.ready();
  await warmSearchPath(app, (message) => app.log.warn(message));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
