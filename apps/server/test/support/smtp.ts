import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import { parseMail, type ParsedMail } from './mime.js';

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients. */
  to: string[];
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** The `count`-th mail (default the first) sent to `to`, waiting for it if need be. */
  waitForMail(to: string, options?: { count?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A port that was free a moment ago, for a server started later. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const smtpUrlFor = (port: number) => `smtp://127.0.0.1:${port}`;

/** A real SMTP server on loopback that keeps every mail it is given. No TLS, no auth. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail = { ...parseMail(Buffer.concat(chunks).toString('utf8')), to };
        mails.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: smtpUrlFor(actualPort),
    mails,
    async waitForMail(to, options = {}) {
      const { count = 1, timeoutMs = 15_000 } = options;
      const address = to.toLowerCase();
      return vi.waitFor(
        () => {
          const received = mails.filter((m) => m.to.includes(address));
          if (received.length < count) throw new Error(`${received.length} of ${count} mails to ${to}`);
          return received[count - 1]!;
        },
        { timeout: timeoutMs, interval: 20 },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first `/{page}/{token}` link in a mail's text part. */
export function tokenFromMail(mail: { text: string }, page: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`https?://[^\\s]+/${page}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no /${page}/ link in mail:\n${mail.text}`);
  return decodeURIComponent(match[1]!);
}
