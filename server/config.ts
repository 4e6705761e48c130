import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is optional for a local run; each one's default is
 * documented here and in the README. A bad value stops the server at boot, listing every problem.
 */
const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z.url().optional();
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  /** development | test | production. Default development. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Port to listen on. Default 3000. */
  PORT: port.default(3000),
  /** Address to bind. Default 127.0.0.1 (this machine only); 0.0.0.0 for every address, e.g. behind a proxy on another host or in a container. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Runtime data folder (embedded database, uploads, dev mail). Default ./data. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection URL. Unset: embedded PGlite in DATA_DIR/pg. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Connections of this instance's PostgreSQL pool. Default 10. The embedded database is always one connection in one process. */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2, 'must be at least 2 (the start-up lock holds one)')
    .max(200)
    .default(10),
  /** Worker threads for heavy work (plan generation, pantry photos, recipe page parsing). Default: one fewer than the CPUs, 1 to 4. */
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Heavy jobs that may wait for a worker; one more is refused with 503 and a Retry-After. Default 20. */
  WORKER_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(20),
  /**
   * Where plan generation finds catalogue recipes: 'memory' (a copy in shared memory, reloaded when the catalogue
   * changes; about 80 bytes a recipe) or 'database' (read from the database at each generation). Default memory.
   */
  GENERATOR_CATALOGUE: z.enum(['memory', 'database']).default('memory'),
  /** Public origin of the app, used in e-mail links and redirects. Default http://localhost:PORT. */
  APP_URL: optionalUrl,
  /** Secret for sessions and tokens, at least 32 characters. Required in production; generated into DATA_DIR in development. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** pino log level. Default info (silent in tests). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Seed the catalogue, legal texts and reference data into empty tables at start. Default true. */
  SEED: flag.default(true),
  /** Redis shared by every instance (redis://[:password@]host:6379[/db], rediss:// for TLS): rate limits, better-auth's secondary storage and the caches (trending, user count, filter counts). Unset: kept in this process (one instance). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of every Redis key, so several apps can share one Redis. Default "mealwise:". */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('mealwise:'),
  /**
   * Seconds a stopping instance (SIGTERM) keeps serving while /api/health answers 503 "draining", so a load
   * balancer that checks health takes it out of rotation before it closes. Default 0 (one instance: stop at once).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  /** Trust X-Forwarded-* and CDN country headers from a reverse proxy. Default false. */
  TRUST_PROXY: flag.default(false),
  /** IP-geolocation services the browser asks for its country when the server cannot tell, comma-separated https URLs tried in order (e.g. https://ipapi.co/json/,https://ipwho.is/). Unset: none is called; the time zone decides. */
  GEOIP_SERVICE_URLS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https$/, error: 'must be https URLs, comma-separated' })).max(4))
    .optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587). Unset: mail is written to DATA_DIR/mail (not in production). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Sender of outgoing mail. Default "Mealwise <hello@mealwise.app>". */
  MAIL_FROM: z.string().min(3).default('Mealwise <hello@mealwise.app>'),
  /** Support address (help menu, refund requests). Default support@mealwise.app. */
  SUPPORT_EMAIL: z.email().default('support@mealwise.app'),
  /** Google sign-in: both or neither. Unset: 'Continue with Google' explains it is not configured. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** better-auth rate limits on sign-in, sign-up and reset requests. Default true. */
  AUTH_RATE_LIMIT: flag.default(true),
  /** Folder of the built web app. Default dist/web. */
  WEB_DIST: z.string().min(1).default('dist/web'),
  /** CCAvenue merchant keys: all three or none. Unset: the built-in sandbox gateway takes payments (not in production). */
  CCAVENUE_MERCHANT_ID: z.string().min(1).optional(),
  CCAVENUE_ACCESS_CODE: z.string().min(1).optional(),
  CCAVENUE_WORKING_KEY: z.string().min(1).optional(),
  /** Puts Premium on sale (checkout, the pricing card and the plan dialog) at the prices of domain/pricing.ts. Default false: Premium shows 'Coming Soon' (spec 000). */
  PREMIUM_ON_SALE: flag.default(false),
  /** CCAvenue payment page the browser posts to. Default https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction. */
  CCAVENUE_URL: z
    .url({ protocol: /^https$/, error: 'must be an https URL' })
    .default('https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction'),
  /** S3-compatible storage for uploads (AWS S3, MinIO, R2, B2), used when S3_BUCKET is set; then the endpoint, keys and public URL are required. Unset: files go to DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(1).optional(),
  /** Service origin, addressed path-style ({endpoint}/{bucket}/{key}), e.g. https://<account>.r2.cloudflarestorage.com. */
  S3_ENDPOINT: optionalUrl,
  /** Signing region. Default auto (R2); the bucket's region elsewhere (MinIO: us-east-1). */
  S3_REGION: z.string().min(1).default('auto'),
  /** Access key pair with write and delete rights on the bucket. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Public base URL of the bucket's objects (CDN or public bucket URL); a file's URL is S3_PUBLIC_URL/key. */
  S3_PUBLIC_URL: optionalUrl,
  /** Pantry photo analysis: an OpenAI-compatible chat-completions API that reads images, e.g. https://api.openai.com/v1 (requests go to {url}/chat/completions). Unset: people type their ingredients. */
  VISION_API_URL: optionalUrl,
  /** The vision model to ask, e.g. gpt-4o-mini; required with VISION_API_URL. */
  VISION_MODEL: z.string().min(1).optional(),
  /** Bearer key for VISION_API_URL. Unset: no Authorization header (local servers). */
  VISION_API_KEY: z.string().min(1).optional(),
  /** Time limit of one photo analysis, in seconds. Default 45. */
  VISION_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(300).default(45),
  /** Lets 'Import from a web page' fetch pages served on this machine (127.0.0.0/8, ::1), for browser tests with a local page server. Private networks stay refused. Default false; refused in production. */
  IMPORT_ALLOW_LOOPBACK: flag.default(false),
  /** The OpenAPI UI at /api/docs and its document at /api/docs/json. Default true, except false in production. */
  API_DOCS: flag.optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'APP_URL' | 'API_DOCS' | 'WORKER_THREADS'> {
  APP_URL: string;
  WORKER_THREADS: number;
  API_DOCS: boolean;
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) problems.push('AUTH_SECRET: required in production');
  if (e.NODE_ENV === 'production' && e.IMPORT_ALLOW_LOOPBACK)
    problems.push('IMPORT_ALLOW_LOOPBACK: not allowed in production');
  if (e.NODE_ENV === 'production' && !e.SMTP_URL)
    problems.push('SMTP_URL: required in production (mail cannot go to files)');
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  }
  const ccavenue = [e.CCAVENUE_MERCHANT_ID, e.CCAVENUE_ACCESS_CODE, e.CCAVENUE_WORKING_KEY].filter(Boolean).length;
  if (ccavenue !== 0 && ccavenue !== 3) {
    problems.push('CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE and CCAVENUE_WORKING_KEY: set all three or none');
  }
  if (e.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
      if (!e[name]) problems.push(`${name}: required when S3_BUCKET is set`);
    }
  }
  if (e.VISION_API_URL && !e.VISION_MODEL) problems.push('VISION_MODEL: required when VISION_API_URL is set');
  if (!e.VISION_API_URL && (e.VISION_MODEL || e.VISION_API_KEY))
    problems.push('VISION_API_URL: required when VISION_MODEL or VISION_API_KEY is set');
  if (problems.length) throw new ConfigError(problems);
  return {
    ...e,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    API_DOCS: e.API_DOCS ?? e.NODE_ENV !== 'production',
    WORKER_THREADS: e.WORKER_THREADS ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
    isProduction: e.NODE_ENV === 'production',
  };
}
