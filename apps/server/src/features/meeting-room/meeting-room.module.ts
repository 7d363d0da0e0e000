import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import type { MembershipService } from '../membership/membership.service.js';
import { JanusProcess } from './janus-process.js';
import { JanusRooms } from './janus-rooms.js';
import type { MeetingAccessPort } from './meeting-admission.js';
import { registerMeetingRoomSockets } from './meeting-room-socket.js';
import { MeetingRoomService } from './meeting-room.service.js';

export interface MeetingRoomDeps {
  config: Config;
  realtime: Realtime;
  membership: MembershipService;
  access: MeetingAccessPort;
  /** This process's temporary folder: Janus's generated configuration goes under it. */
  tmpDir: string;
}

export interface MeetingRoomModule {
  rooms: MeetingRoomService;
  janus: JanusProcess;
  close(): Promise<void>;
}

/**
 * Meeting rooms (features/meeting-room): the socket events, the rooms of this process, and the Janus
 * they run in, started on the first join and stopped at shutdown.
 */
export function registerMeetingRoom(app: FastifyInstance, deps: MeetingRoomDeps): MeetingRoomModule {
  const log = app.log.child({ module: 'meeting-room' });
  const janus = new JanusProcess({ program: deps.config.janusPath, tmpDir: deps.tmpDir, log });
  const rooms = new MeetingRoomService({
    io: deps.realtime.io,
    access: deps.access,
    media: new JanusRooms(janus, log),
    publishersCap: async (creatorId) => (await deps.membership.ofUser(creatorId)).plan.limits.meetingMaxParticipants,
    log,
  });
  janus.onDown((generation) => rooms.mediaLost(generation));
  registerMeetingRoomSockets(deps.realtime, rooms, log);
  return {
    rooms,
    janus,
    async close() {
      await rooms.closeAll();
      await janus.stop();
    },
  };
}
