import { startMailServer } from './mailbox';

/** One SMTP server for the whole run, whatever the number of workers; the answer stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startMailServer();
  return () => server.close();
}
