import { api } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.js';

const lines: string[] = [];
const server = useTestServer({ logger: true, logStream: { write: (line) => void lines.push(line) } }, { reset: false });

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('the request log', () => {
  it('writes one line per request once answered: method, redacted URL, status and time', async () => {
    lines.length = 0;
    const res = await server.client().fetch(`/v1${api.health.check.path}?token=secret-value&page=2`);
    expect(res.status).toBe(200);
    const logged = lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.req);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: `/v1${api.health.check.path}?token=[redacted]&page=2` },
      res: { statusCode: 200 },
    });
    expect(logged[0]!.responseTime).toBeGreaterThanOrEqual(0);
    expect(lines.filter((line) => line.includes(logged[0]!.reqId!))).toHaveLength(1);
    expect(lines.join('')).not.toContain('secret-value');
  });
});
