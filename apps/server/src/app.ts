import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config/config.js';
import { loadSecrets, type Secrets } from './config/secrets.js';
import { createDatabase, type Db } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { SecretCipher } from './features/api-credentials/api-credential.crypto.js';
import { ApiCredentialRepository } from './features/api-credentials/api-credential.repository.js';
import { registerApiCredentialRoutes } from './features/api-credentials/api-credential.routes.js';
import { ApiCredentialService } from './features/api-credentials/api-credential.service.js';
import { registerAccounts } from './features/accounts/accounts.module.js';
import { registerProfile } from './features/profile/profile.module.js';
import { registerZones, zoneSites } from './features/zones/zones.module.js';
import { registerInvitations } from './features/invitations/invitations.module.js';
import { registerDiscovery } from './features/discovery/discovery.module.js';
import { registerChannels } from './features/channels/channels.module.js';
import { registerMembershipRoutes } from './features/membership/membership.routes.js';
import { MembershipService } from './features/membership/membership.service.js';
import { registerAuthRoutes } from './features/auth/auth.routes.js';
import { AuthService } from './features/auth/auth.service.js';
import { LoginGuard, type LoginLimits } from './features/auth/login-guard.js';
import { SessionRepository } from './features/auth/session.repository.js';
import { SessionService } from './features/auth/session.service.js';
import { AccessTokens } from './features/auth/tokens.js';
import { registerSystemRoutes } from './features/system/health.routes.js';
import { UserRepository } from './features/users/user.repository.js';
import { registerAuthHook } from './features/auth/auth-hook.js';
import { registerCors } from './http/cors.js';
import { AuthCookies } from './http/cookies.js';
import { registerErrorHandlers } from './http/error-handler.js';
import { registerJsonParser } from './http/json-parser.js';
import { registerOriginGuard } from './http/origin-guard.js';
import { registerDeclaredErrorCheck } from './http/route.js';
import { HTTP_TIMEOUTS, registerRequestDeadline, serverTimeoutOptions, type HttpTimeouts } from './http/timeouts.js';
import { registerZoneHook } from './http/zone-hook.js';
import { registerCompression } from './http/compression.js';
import { registerApiRoleGuard } from './http/role-guard.js';
import { registerWebApp } from './http/web-app.js';
import { JOB_KINDS } from './jobs/job-kinds.js';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue.js';
import { openRateLimitStore } from './lib/rate-limit-store.js';
import { registerRateLimits, type RateLimitOverrides } from './http/rate-limits.js';
import { openStorage } from './lib/open-storage.js';
import type { Storage } from './lib/storage.js';
import { wakeChannelFor } from './jobs/job-wake.js';
import { registerMailJob } from './features/mail/mailer.js';
import { claimTempDir } from './lib/temp-dir.js';
import { ImageConverter } from './features/photos/image-converter.js';
import { Photos } from './features/photos/photos.js';
import { registerMedia } from './features/media/media.module.js';
import { registerPosts } from './features/posts/posts.module.js';
import { loggerOptions, registerRequestLog } from './logger.js';
import { QueryShapes } from './db/query-shapes.js';
import { registerRealtime } from './realtime/realtime.module.js';
import { Notifier } from './features/notifications/notifier.js';
import { registerNotifications } from './features/notifications/notifications.module.js';
import { registerComments } from './features/comments/comments.module.js';
import { registerFolders } from './features/folders/folders.module.js';
import { registerContacts } from './features/contacts/contacts.module.js';
import { registerChat } from './features/chat/chat.module.js';
import { registerMeetings } from './features/meetings/meetings.module.js';
import { registerCalls } from './features/calls/calls.module.js';
import type { CallTiming } from './features/calls/call.service.js';
import { LiveRoomAccess } from './features/chat/live-room-access.js';
import { PostViewers } from './features/chat/post-room.js';
import { registerThirdParty } from './features/third-party/third-party.module.js';
import { FORM_POST_CALLBACK } from './features/third-party/form-post.js';
import { registerWallet } from './features/wallet/wallet.module.js';
import { registerLive, type LiveTiming } from './features/live/live.module.js';
import { registerMeetingRoom, type MeetingRoomModule } from './features/meeting-room/meeting-room.module.js';

export interface AppOptions {
  secrets?: Secrets;
  loginLimits?: LoginLimits;
  /** Declared rate limits changed by name: tests try the hourly comment limit without the burst one. */
  rateLimits?: RateLimitOverrides;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
  /** Worker timing; tests poll and retry faster. */
  jobs?: Partial<JobQueueOptions>;
  /** How often each process checks its sockets' sessions; tests shorten it. */
  sessionSweepMs?: number;
  /** How long an image conversion may run (IMAGE_CONVERT_SECONDS); tests make it short. */
  imageConvertMs?: number;
  /** Connection timeouts (HTTP_TIMEOUTS); tests make them short. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** An in-memory database's migrated data directory; tests start from it instead of migrating. */
  memoryDatabase?: Blob;
  /** Calls' ring timeout and disconnect grace (CALL); tests make them short. */
  calls?: Partial<CallTiming>;
  /** The clock of the meeting rules (statuses, join links' expiry); tests move it. */
  meetingClock?: () => number;
  /** A live's resume window and when its ingest counts as gone (LIVE); tests make them short. */
  live?: Partial<LiveTiming>;
}

export interface PlazaApp {
  app: FastifyInstance;
  db: Db;
  /** The RTMP ingest's port (RTMP_PORT, or the free one picked for 0); null without the `ingest` role. */
  rtmpPort: number | null;
  /** For tests: forget every rate-limit count (in Redis, those under RATE_LIMIT_PREFIX). */
  resetRateLimits(): Promise<void>;
  /** Where media live (DATA_DIR/media or the S3 bucket). */
  storage: Storage;
  /** Meeting rooms and their Janus (tests and the bench read it). */
  meetingRoom: MeetingRoomModule;
  close(): Promise<void>;
}

/** Builds the whole server: database (migrated), services, routes and the web app. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<PlazaApp> {
  const db = await createDatabase(config, options.memoryDatabase);
  await migrateToLatest(db);
  const secrets = options.secrets ?? (await loadSecrets(config.dataDir));

  const timeouts = { ...HTTP_TIMEOUTS, ...options.httpTimeouts };
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    // logger.ts writes one line per answered request instead of Fastify's received/completed pair.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The spec writes some calls with a trailing slash (`PUT user/display-photo/`): both spellings are one route.
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeoutOptions(timeouts),
  });
  registerRequestLog(app);
  await app.register(fastifyCookie);
  registerJsonParser(app);
  registerErrorHandlers(app);
  registerCompression(app);
  registerDeclaredErrorCheck(app, !config.isProduction);
  // PLAZA_ROLES: what this process serves and runs (all three by default).
  const { roles } = config;
  if (!roles.api) registerApiRoleGuard(app);

  const cookies = new AuthCookies(config);
  const users = new UserRepository(db);
  const sessions = new SessionService(
    // Outside production, the session lookup compiled from its shape is checked against a direct build.
    new SessionRepository(db, new QueryShapes(!config.isProduction)),
    new AccessTokens(secrets.jwtSecret, config.appUrl.origin),
  );
  // Shared by every process through Redis when REDIS_URL is set; see lib/rate-limit-store.ts.
  const rateLimits = await openRateLimitStore(config.redisUrl, config.rateLimitPrefix, app.log);
  const limiter = rateLimits.limiter;
  registerRateLimits(app, limiter, options.rateLimits);
  // Uploads, conversions and transcodes write to this process's own temporary folder; what
  // processes that died left in theirs is removed now.
  const tmp = await claimTempDir(config.dataDir);
  if (tmp.swept > 0) app.log.info({ swept: tmp.swept }, 'removed temporary files of server processes that ended');
  const images = new ImageConverter({ tmpDir: tmp.dir, timeoutMs: options.imageConvertMs });
  const media = openStorage(config, tmp.dir);
  const storage = media.storage;
  const photos = new Photos(storage, images, app.log);
  const loginGuard = new LoginGuard(limiter, options.loginLimits);
  const auth = new AuthService(db, users, sessions, loginGuard);
  const apiCredentials = new ApiCredentialService(
    new ApiCredentialRepository(db),
    new SecretCipher(secrets.jwtSecret),
    app.log,
  );

  // Socket.IO shares the HTTP server and port; its handshake is authenticated like a request.
  const realtime = await registerRealtime(app, {
    db,
    config,
    sessions,
    cookies,
    limiter,
    sessionSweepMs: options.sessionSweepMs,
    accept: roles.realtime,
  });
  const notifier = new Notifier(db, realtime, app.log);
  // Posts' live rooms: their viewer counts, and who is taken out on losing sight of the post.
  const postViewers = new PostViewers(realtime, app.log.child({ module: 'chat' }));
  const liveRooms = new LiveRoomAccess(db, realtime, postViewers, app.log.child({ module: 'chat' }));

  await registerCors(app, config);
  registerOriginGuard(app, config, [FORM_POST_CALLBACK]);
  registerAuthHook(app, sessions, cookies, apiCredentials);
  registerRequestDeadline(app, timeouts);
  registerZoneHook(app, zoneSites(db));
  registerSystemRoutes(app, { db, appUrl: config.appUrl });
  registerAuthRoutes(app, { auth, sessions, cookies });
  registerApiCredentialRoutes(app, { apiCredentials });
  // One durable queue for every kind of job (jobs/job-kinds.ts); new jobs are announced to the
  // workers of every process (Redis, or PostgreSQL's LISTEN/NOTIFY).
  const jobs = new JobQueue(db, app.log, JOB_KINDS, options.jobs, wakeChannelFor(db, config, app.log));
  const mailer = registerMailJob(jobs, config, db, app.log);
  registerAccounts(app, { db, config, sessions, cookies, limiter, mailer });
  registerThirdParty(app, { db, config, sessions, cookies, limiter, secret: secrets.jwtSecret });
  registerWallet(app, { db, config, sessions, cookies, limiter, loginGuard, mailer });
  await registerProfile(app, { db, photos, realtime });
  const membership = new MembershipService(db);
  registerMembershipRoutes(app, { membership });
  // Zones, channels and community features register below.
  await registerZones(app, { db, config, membership, photos, storage, sight: liveRooms });
  registerInvitations(app, { db, config, mailer, limiter });
  registerDiscovery(app, { db });
  await registerChannels(app, { db, membership, photos, storage, sight: liveRooms });
  registerPosts(app, { db, config, storage, notifier, sight: liveRooms });
  registerNotifications(app, { db, realtime });
  registerComments(app, { db, notifier });
  registerFolders(app, { db });
  registerContacts(app, { db, config, mailer, limiter, notifier, realtime });
  const chat = await registerChat(app, { db, realtime, images, storage, viewers: postViewers });
  const calls = registerCalls(app, { db, config, realtime, chat, notifier, timing: options.calls });
  const meetings = registerMeetings(app, {
    db,
    config,
    membership,
    notifier,
    mailer,
    secret: secrets.jwtSecret,
    now: options.meetingClock,
  });
  // Uploads and lives share the media pipeline: storage, the transcode job, plans and notifications.
  const pipeline = { db, config, storage, jobs, membership, notifier, tmpDir: tmp.dir };
  await registerMedia(app, { ...pipeline, secret: secrets.jwtSecret });
  const live = await registerLive(app, { ...pipeline, realtime, timing: options.live });
  const meetingRoom = registerMeetingRoom(app, {
    config,
    realtime,
    membership,
    meetings,
    tmpDir: tmp.dir,
  });
  await registerWebApp(app, config.webDist);
  // Every process registers every kind's handler, so a missing one stops any role at start-up;
  // only worker processes run jobs (each kind up to its own concurrency, so mail never waits
  // behind a long video), the others enqueue and announce them.
  jobs.checkHandlers();
  if (roles.worker) await jobs.start();

  return {
    app,
    db,
    storage,
    rtmpPort: live.rtmpPort,
    meetingRoom,
    resetRateLimits: () => limiter.clear(),
    async close() {
      // Before the sockets are cut: a shutdown is not a party leaving their call.
      calls.close();
      await meetingRoom.close();
      // Lives end with their recordings kept, while the database and storage are still open.
      await live.close();
      await realtime.close();
      await app.close();
      await jobs.stop();
      await rateLimits.close();
      await db.destroy();
      media.close();
    },
  };
}
