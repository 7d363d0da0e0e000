import type { FastifyBaseLogger } from 'fastify';
import type { PlazaIo } from './socket-types.js';

/**
 * The sockets in these rooms, in every process (with the Redis adapter); what this process
 * knows when the others cannot be asked (Redis down) or do not answer.
 */
export async function socketsIn(io: PlazaIo, othersReachable: () => boolean, log: FastifyBaseLogger, rooms: string[]) {
  if (!othersReachable()) return io.local.in(rooms).fetchSockets();
  try {
    return await io.in(rooms).fetchSockets();
  } catch (error) {
    log.warn({ err: error }, 'other server processes did not answer');
    return io.local.in(rooms).fetchSockets();
  }
}
