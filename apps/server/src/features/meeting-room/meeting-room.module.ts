import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Realtime } from '../../realtime/realtime.module.js';
import type { MembershipService } from '../membership/membership.service.js';
import { JanusProcess } from './janus-process.js';
import { JanusRooms } from './janus-rooms.js';
import type { Meetings } from '../meetings/meetings.module.js';
import { registerMeetingRoomSockets } from './meeting-room-socket.js';
import { MeetingRoomService } from './meeting-room.service.js';

export interface MeetingRoomDeps {
  config: Config;
  realtime: Realtime;
  membership: MembershipService;
  /** Who may enter which meeting (meetings/meeting-access.ts), and the meeting's end. */
  meetings: Meetings;
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
    access: deps.meetings.access,
    endMeeting: (actor, slug) => deps.meetings.end(actor, slug),
    media: new JanusRooms(janus, log),
    publishersCap: async (creatorId) => (await deps.membership.ofUser(creatorId)).plan.limits.meetingMaxParticipants,
    log,
  });
  janus.onDown((generation) => rooms.mediaLost(generation));
  // Ended through POST /meeting/{slug}/end (or meeting_end, whose room is already closed by then).
  deps.meetings.onEnded((meeting) => rooms.ended(meeting.slug));
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
