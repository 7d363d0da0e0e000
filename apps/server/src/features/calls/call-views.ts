import type { Call, CallEndReason, CallEnded } from '@plaza/contract';
import type { CallConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { otherParty, type CallRecord } from './call-record.js';
import { jitsiMeetingUrl, jitsiRoomOf, jitsiToken } from './jitsi-token.js';

interface PartyRow {
  id: string;
  full_name: string;
  display_photo: string | null;
  email: string;
}

/**
 * A call as each party sees it (the contract's Call): the other party named, this user's state,
 * and the meeting: a Jitsi room with a token signed for this user only, or peer to peer the
 * call's id as the room and an empty token (the socket and the session are all the proof needed).
 */
export class CallViews {
  constructor(
    private readonly db: Db,
    private readonly config: CallConfig,
  ) {}

  async of(call: CallRecord, viewerId: string): Promise<Call> {
    const [viewer, other] = await this.parties(call, viewerId);
    const jitsi = this.config.jitsi;
    const room = jitsi ? jitsiRoomOf(call.id) : call.id;
    const token = jitsi
      ? await jitsiToken(jitsi, room, {
          id: viewer.id,
          name: viewer.full_name,
          avatar: viewer.display_photo ?? '',
          email: viewer.email,
        })
      : '';
    const caller = call.callerId === viewerId;
    return {
      callId: call.id,
      userId: other.id,
      user: { id: other.id, name: other.full_name, avatar: other.display_photo },
      meetingRoomName: room,
      meetingToken: token,
      state: call.state === 'active' ? 'active' : caller ? 'outgoing' : 'incoming',
      mode: jitsi ? 'jitsi' : 'p2p',
      meetingUrl: jitsi ? jitsiMeetingUrl(jitsi, room) : null,
      caller,
      createdOn: new Date(call.createdAt).toISOString(),
      answeredOn: call.answeredAt === null ? null : new Date(call.answeredAt).toISOString(),
    };
  }

  async ended(call: CallRecord, viewerId: string, reason: CallEndReason): Promise<CallEnded> {
    return { ...(await this.of(call, viewerId)), reason };
  }

  private async parties(call: CallRecord, viewerId: string): Promise<[PartyRow, PartyRow]> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'full_name', 'display_photo', 'email'])
      .where('id', 'in', [call.callerId, call.calleeId])
      .execute();
    const find = (id: string): PartyRow => {
      const row = rows.find((r) => r.id === id);
      // A party deleted mid-call is still named: the call ends the moment anyone acts on it.
      return row ?? { id, full_name: '', display_photo: null, email: '' };
    };
    return [find(viewerId), find(otherParty(call, viewerId))];
  }
}
