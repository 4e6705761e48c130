import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Mailer } from './adapters/mail/mailer';
import { createMailer } from './adapters/mail/create-mailer';
import type { Cache } from './adapters/cache/cache';
import { createMemoryCache } from './adapters/cache/memory-cache';
import { createRedisCache } from './adapters/cache/redis-cache';
import { redisAuthStorage } from './adapters/redis/auth-storage';
import { createRedis, type SharedRedis } from './adapters/redis/redis';
import { createStorage } from './adapters/storage/create-storage';
import type { Storage } from './adapters/storage/storage';
import type { Database, Db } from './db/client';
import { createAuth, type Auth } from './modules/accounts/auth';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { authRoutes } from './modules/accounts/auth.routes';
import { devMailRoutes } from './modules/dev-mail/dev-mail.routes';
import { healthRoutes } from './modules/health/health.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { recipeImportRoutes } from './modules/recipes/import/import.routes';
import { customRecipeRoutes } from './modules/recipes/custom-recipes.routes';
import { recipesRoutes } from './modules/recipes/recipes.routes';
import { regionRoutes } from './modules/regions/regions.routes';
import { usersRoutes } from './modules/users/users.routes';
import { refundsRoutes } from './modules/refunds/refunds.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { favoriteRoutes } from './modules/favorites/favorites.routes';
import { mealPlanRoutes } from './modules/meal-plans/meal-plans.routes';
import { generatePlanRoutes } from './modules/meal-plans/generate.routes';
import { groceryRoutes } from './modules/grocery/grocery.routes';
import { householdRoutes } from './modules/household/household.routes';
import { sharingRoutes } from './modules/household/sharing.routes';
import { memberRoutes } from './modules/household/members.routes';
import { planExportRoutes } from './modules/plan-export/plan-export.routes';
import { nutritionRoutes } from './modules/nutrition/nutrition.routes';
import { buildRoutes } from './modules/pantry/build.routes';
import { pantryRoutes } from './modules/pantry/pantry.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { cancelRoutes } from './modules/billing/cancel.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { ratingRoutes } from './modules/ratings/ratings.routes';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web';
import { WorkerPool } from './workers/worker-pool';
import { CatalogueCache } from './modules/meal-plans/generator/catalogue-cache';
import { RequestActivity } from './plugins/request-activity';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    storage: Storage;
    /** Redis shared by every instance when REDIS_URL is set; null runs everything in this process. */
    redis: SharedRedis | null;
    /** Set when the instance is stopping: health answers 503 so a load balancer stops sending requests. */
    lifecycle: { draining: boolean };
    /** Caches of values the same for everyone: in Redis when REDIS_URL is set (shared by instances), else in this process. */
    cache: Cache;
    /** The worker threads of heavy work (generation, photos, page parsing), with a bounded queue. */
    workers: WorkerPool;
    /** The catalogue as the meal plan generator reads it, in memory while its version holds (decision 038). */
    catalogue: CatalogueCache;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Fastify logger options; false (silent) unless given. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to createMailer(config). */
  mailer?: Mailer;
}

/** Tokens travel in links (e-mail verification, password reset): they never reach the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|state|encResp)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'silent' : 'info'),
    // Never log credentials, session cookies or tokens.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/** Builds the application: plugins first, then modules. Never listens (main.ts does; tests use inject). */
export async function buildApp({
  config,
  database,
  logger = false,
  mailer = createMailer(config),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('storage', createStorage(config));
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX) : null;
  app.decorate('redis', redis);
  app.decorate('lifecycle', { draining: false });
  if (redis) app.addHook('onClose', () => redis.close());
  app.decorate('cache', redis ? createRedisCache(redis, (message) => app.log.warn(message)) : createMemoryCache());
  const workers = new WorkerPool({ size: config.WORKER_THREADS, maxQueue: config.WORKER_QUEUE_LIMIT });
  app.decorate('workers', workers);
  // warm workers save the first job HiGHS's load time; loaded before the server answers (0.5 s of CPU that would
  // otherwise run beside the first searches); tests start them at their first job
  if (config.NODE_ENV !== 'test') app.addHook('onReady', () => workers.whenReady());
  // every pooled connection has made a search's first steps before the first person searches (db/warm-up.ts)
  if (config.NODE_ENV !== 'test') app.addHook('onReady', () => database.warm((message) => app.log.warn(message)));
  app.addHook('onClose', () => workers.close());
  const activity = new RequestActivity();
  activity.track(app);
  const catalogue = new CatalogueCache(database.db, workers, app.log, config.GENERATOR_CATALOGUE === 'memory', (ms) =>
    activity.quietFor(ms),
  );
  app.decorate('catalogue', catalogue);
  // loaded once ready, in the quiet spells after it (or at once when a generation asks), so that it does not slow
  // the first searches; tests load it at their first generation (it reads PostgreSQL until then)
  if (config.NODE_ENV !== 'test')
    app.addHook('onReady', async () => {
      activity.restart();
      void catalogue.loadWhenQuiet();
    });
  app.addHook('onClose', () => catalogue.close());
  const secondaryStorage = redis ? redisAuthStorage(redis) : undefined;
  app.decorate('auth', createAuth({ config, db: database.db, mailer, log: app.log, secondaryStorage }));

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  registerOriginCheck(app);
  registerInputGuard(app);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(legalRoutes);
  await app.register(recipesRoutes);
  await app.register(recipeImportRoutes);
  await app.register(usersRoutes);
  await app.register(regionRoutes);
  await app.register(wishlistRoutes);
  await app.register(refundsRoutes);
  await app.register(preferencesRoutes);
  await app.register(favoriteRoutes);
  await app.register(mealPlanRoutes);
  await app.register(generatePlanRoutes);
  await app.register(groceryRoutes);
  await app.register(householdRoutes);
  await app.register(sharingRoutes);
  await app.register(memberRoutes);
  await app.register(planExportRoutes);
  await app.register(nutritionRoutes);
  await app.register(billingRoutes);
  await app.register(cancelRoutes);
  await app.register(customRecipeRoutes);
  await app.register(buildRoutes);
  await app.register(pantryRoutes);
  await app.register(activityRoutes);
  await app.register(ratingRoutes);
  if (!config.isProduction) await app.register(devMailRoutes);

  await registerWebApp(app);
  return app;
}
