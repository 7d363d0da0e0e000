import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordingProxy {
  /** The proxy's base URL, to use in place of the upstream's. */
  url: string;
  /** `METHOD /path?query` of every request seen, in order. */
  seen: string[];
  /** Answers the requests `refuse` picks with `status` and `body` instead of forwarding them. */
  refuse(refuse: ((req: IncomingMessage) => boolean) | null, status?: number, body?: string): void;
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of `upstream` that records what passes and refuses chosen requests:
 * a fault that happens mid-way on a real server (a part copy failing), made to happen on cue.
 * Headers go through unchanged (Host included), so SigV4 signatures still match.
 */
export async function startRecordingProxy(upstream: string): Promise<RecordingProxy> {
  const target = new URL(upstream);
  const seen: string[] = [];
  let refusal: { picks: (req: IncomingMessage) => boolean; status: number; body: string } | null = null;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (refusal?.picks(req)) {
      const { status, body } = refusal;
      req.resume();
      req.on('end', () => res.writeHead(status, { 'content-type': 'application/xml' }).end(body));
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    refuse(picks, status = 500, body = '') {
      refusal = picks ? { picks, status, body } : null;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
