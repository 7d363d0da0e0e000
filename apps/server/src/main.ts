import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const { app, close } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const ms = Math.round(performance.now() - started);
  app.log.info(`Plaza is ready on ${config.appUrl.origin} (port ${config.port}, started in ${ms} ms)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Plaza failed to start:', error);
  }
  process.exit(1);
});
