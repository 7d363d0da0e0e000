import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { LIVE, MAIL_RATE_LIMIT } from '@plaza/contract';
import { callConfig, type CallConfig } from './call-config.js';
import { ConfigError } from './config-error.js';
import { MEETINGS_PROVIDERS, meetingsConfig, type MeetingsConfig } from './meetings-config.js';
import { appleProvider, oidcProvider, type OidcProviderConfig } from './oidc-config.js';

export { ConfigError } from './config-error.js';
export type { ClientSecretKey, OidcProviderConfig } from './oidc-config.js';
export type { CallConfig, JitsiConfig } from './call-config.js';
export type { MeetingsConfig } from './meetings-config.js';

/**
 * The web app's build beside its workspace package, found through node_modules rather than a path
 * from this file: the same from the TypeScript sources and from the bundled server in dist/.
 */
function defaultWebDist(): string | null {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@plaza/web/package.json')), 'dist');
  } catch {
    return null;
  }
}

/** What a process can run; `npm start` runs all four. */
export const ALL_ROLES = ['api', 'realtime', 'worker', 'ingest'] as const;
export type Role = (typeof ALL_ROLES)[number];
export type Roles = Record<Role, boolean>;

/** PLAZA_ROLES as a set of flags; a clear one-line error for an unknown or missing role. */
export function parseRoles(value: string): Roles {
  const names = value
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  const unknown = names.filter((r) => !(ALL_ROLES as readonly string[]).includes(r));
  if (unknown.length > 0)
    throw new ConfigError(
      `PLAZA_ROLES: unknown role ${unknown.map((r) => `'${r}'`).join(', ')} (use ${ALL_ROLES.join(', ')})`,
    );
  if (names.length === 0) throw new ConfigError(`PLAZA_ROLES: name at least one of ${ALL_ROLES.join(', ')}`);
  return {
    api: names.includes('api'),
    realtime: names.includes('realtime'),
    worker: names.includes('worker'),
    ingest: names.includes('ingest'),
  };
}

/**
 * The one typed configuration module. Reads the environment once at start-up and fails with a
 * clear message on a bad value. See the README's configuration table.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  /** Defaults to http://localhost:<PORT>. */
  APP_URL: z.url().optional(),
  APP_ENV: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/, 'APP_ENV may contain only letters, digits and _')
    .default('local'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Extra origins trusted for cookie-carrying requests (the Vite dev server in `npm run dev`). */
  TRUSTED_ORIGINS: z.string().default(''),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  /** Unset: mail is kept in the database outbox, which only the super admin reads (Settings › Outgoing mail). */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().optional(),
  /** The system's ffmpeg and ffprobe (Debian's ffmpeg package), by name on the PATH or by path. */
  FFMPEG_PATH: z.string().min(1, 'must name the ffmpeg program').default('ffmpeg'),
  /** The meeting rooms' media server (Debian's janus package), by name on the PATH or by path. */
  JANUS_PATH: z.string().min(1, 'must name the janus program').default('janus'),
  FFPROBE_PATH: z.string().min(1, 'must name the ffprobe program').default('ffprobe'),
  /** Unset: realtime events stay in this process. Set: every process shares them through Redis. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Where rate-limit counts live in Redis: processes sharing limits share the prefix. */
  RATE_LIMIT_PREFIX: z.string().min(1, 'must not be empty').default('plaza:rate'),
  /** Unset: media live in DATA_DIR/media. Set: in this S3 bucket (AWS, R2, MinIO, Garage, Ceph RGW). */
  S3_BUCKET: z.string().optional(),
  /** Unset: AWS's endpoint for S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().min(1, 'must name a region').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /** A file every SQL statement is appended to, as JSON lines (bench/reads.ts's SQL floor). Unset: none. */
  PLAZA_LOG_SQL: z.string().optional(),
  /** What this process runs: `api` (HTTP routes), `realtime` (Socket.IO), `worker` (job workers), `ingest` (RTMP). */
  PLAZA_ROLES: z.string().default(ALL_ROLES.join(',')),
  /** Live ingest (the `ingest` role): the RTMP port, and the address members' encoders publish to. */
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  RTMP_HOST: z.string().default('0.0.0.0'),
  /** Defaults to rtmp://<APP_URL host>:<RTMP_PORT>/live. */
  RTMP_URL: z.url({ protocol: /^rtmps?$/, error: 'must be an rtmp:// or rtmps:// URL' }).optional(),
  /** How long a dropped publisher may take to resume the same live (LIVE.resumeWindowSeconds by default). */
  LIVE_RESUME_SECONDS: z.coerce.number().int().min(0).max(600).default(LIVE.resumeWindowSeconds),
  /**
   * Sign-ups one network address may make in an hour (MAIL_RATE_LIMIT.signUpsPerAddress by default):
   * raised where many members share one address (a school or an office behind one NAT).
   */
  SIGNUPS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(MAIL_RATE_LIMIT.signUpsPerAddress),
  /** Sign-in through OpenID Connect: a provider is offered only when its client id and secret are set. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  /** Apple's signing key: the server signs its own short-lived client secrets (instead of APPLE_CLIENT_SECRET). */
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: z.string().optional(),
  /** Calls: ICE servers (comma-separated URLs; TURN with coturn's shared secret) and an optional Jitsi. */
  STUN_URLS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().optional(),
  JITSI_URL: z.string().optional(),
  JITSI_APP_ID: z.string().optional(),
  JITSI_APP_SECRET: z.string().optional(),
  /** Meetings: the product's own rooms (janus) or the Jitsi of JITSI_* (jitsi). */
  MEETINGS_PROVIDER: z.enum(MEETINGS_PROVIDERS).default('janus'),
});

export interface Config {
  port: number;
  host: string;
  appUrl: URL;
  appEnv: string;
  isProduction: boolean;
  dataDir: string;
  /** null: the embedded PGlite in DATA_DIR/db; 'memory': an in-memory PGlite (tests). */
  databaseUrl: string | null;
  logLevel: string;
  trustedOrigins: string[];
  trustProxy: boolean;
  /** The built web app to serve, or null to serve only the API. */
  webDist: string | null;
  /** Where mail goes; null keeps it in the outbox. */
  smtpUrl: string | null;
  /** The From header of every mail. */
  mailFrom: string;
  /** The programs the media pipeline runs (checked and transcoded uploads). */
  ffmpegPath: string;
  ffprobePath: string;
  /** The meeting rooms' media server, started on the first join (JANUS_PATH). */
  janusPath: string;
  /** The Redis that carries socket events between server processes; null: one process. */
  redisUrl: string | null;
  /** The prefix of rate-limit keys in Redis (RATE_LIMIT_PREFIX). */
  rateLimitPrefix: string;
  /** Sign-ups per network address per hour (SIGNUPS_PER_ADDRESS_HOUR). */
  signUpsPerAddress: number;
  /** The bucket media live in; null: DATA_DIR/media. */
  s3: S3Config | null;
  /** What this process runs (PLAZA_ROLES); all four by default. */
  roles: Roles;
  /**
   * RTMP ingest: where it listens (RTMP_HOST, RTMP_PORT; 0 picks a free port) and the URL members
   * publish to (RTMP_URL; null: rtmp://<APP_URL host>:<the port listened on>/live).
   */
  rtmp: { host: string; port: number; publicUrl: string | null; resumeWindowSeconds: number };
  /** The file every SQL statement is appended to (PLAZA_LOG_SQL); null: none, at no cost. */
  sqlLog: string | null;
  /** Third-party sign-in; null: that provider is not offered. */
  oidc: { google: OidcProviderConfig | null; apple: OidcProviderConfig | null };
  /** Calls' ICE servers and Jitsi (STUN_URLS, TURN_URLS, TURN_SECRET, JITSI_*). */
  calls: CallConfig;
  /** Meetings' engine (MEETINGS_PROVIDER) and, in Jitsi mode, the Jitsi they open in. */
  meetings: MeetingsConfig;
}

export interface S3Config {
  bucket: string;
  /** null: AWS's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  /** null: the SDK's default credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

function s3Config(e: z.output<typeof envSchema>): S3Config | null {
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)
      throw new ConfigError('Invalid configuration: S3_BUCKET must be set to use S3');
    return null;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.REDIS_URL && !e.DATABASE_URL)
    throw new ConfigError(
      'REDIS_URL is set without DATABASE_URL: several processes need one shared PostgreSQL (the embedded PGlite serves one process)',
    );
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`);
  const calls = callConfig(e);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appEnv: e.APP_ENV,
    isProduction: e.NODE_ENV === 'production' || e.APP_ENV.toLowerCase() === 'production',
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    trustedOrigins: e.TRUSTED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST === '' ? null : e.WEB_DIST ? resolve(e.WEB_DIST) : defaultWebDist(),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Plaza <no-reply@${appUrl.hostname}>`,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    janusPath: e.JANUS_PATH,
    redisUrl: e.REDIS_URL ?? null,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    signUpsPerAddress: e.SIGNUPS_PER_ADDRESS_HOUR,
    s3: s3Config(e),
    roles: parseRoles(e.PLAZA_ROLES),
    rtmp: {
      host: e.RTMP_HOST,
      port: e.RTMP_PORT,
      publicUrl: e.RTMP_URL ?? null,
      resumeWindowSeconds: e.LIVE_RESUME_SECONDS,
    },
    sqlLog: e.PLAZA_LOG_SQL ? resolve(e.PLAZA_LOG_SQL) : null,
    oidc: {
      google: oidcProvider(e.GOOGLE_ISSUER, e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      apple: appleProvider(e),
    },
    calls,
    meetings: meetingsConfig(e.MEETINGS_PROVIDER, calls),
    ...overrides,
  };
}
