import type { z } from 'zod';
import type { Random } from './random.js';
import { fieldsWithSamples, sampleObject, withValueAt, type SampleSource } from './samples.js';
import { ANY, INVALID, JSON_INFINITY, jsonBadValues, type Expectation } from './values.js';

export interface SocketCase {
  name: string;
  payload: unknown;
  expect: Expectation;
  essential: boolean;
}

/** Values a socket cannot carry, or that would end the connection rather than test the handler. */
const NOT_FOR_SOCKETS = new Set(['over the body limit', '1e309 (Infinity)']);
/** Socket.IO's limit of one packet (maxHttpBufferSize): a bigger one closes the connection. */
const SOCKET_PACKET_MAX_BYTES = 1e6;

export function socketCases(schema: z.ZodType | null, source: SampleSource, random: Random, cap: number): SocketCase[] {
  const wholes: SocketCase[] = [null, 'x', 42, [], { a: { b: 'c' } }].map((payload) => ({
    name: `payload ${JSON.stringify(payload)}`,
    payload,
    // What the schema takes is no bad input (send_presence without a contact is null).
    expect: schema && !schema.safeParse(payload).success ? INVALID : ANY,
    essential: payload === null,
  }));
  if (!schema) return wholes;
  const baseline = sampleObject(schema, 'payload', source);
  if (!baseline) throw new Error('no valid payload found');
  const cases = [...wholes];
  for (const field of fieldsWithSamples(schema, 'payload', baseline, source)) {
    for (const bad of jsonBadValues(field.kind, field.sample, field.format)) {
      if (NOT_FOR_SOCKETS.has(bad.name) || bad.value === JSON_INFINITY) continue;
      const payload = withValueAt(baseline, field.path, bad.value);
      if (JSON.stringify(payload).length >= SOCKET_PACKET_MAX_BYTES) continue;
      cases.push({
        name: `${field.path.join('.')}: ${bad.name}`,
        payload,
        expect: bad.expect,
        essential: bad.essential ?? false,
      });
    }
  }
  const essential = cases.filter((c) => c.essential);
  return [...essential, ...random.shuffle(cases.filter((c) => !c.essential))].slice(0, Math.max(cap, essential.length));
}
