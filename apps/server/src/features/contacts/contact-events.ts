import type { RealtimeHub } from '../../realtime/realtime-hub.js';

/** What the contact calls tell the open tabs of the people concerned. Best effort: never throws. */
export class ContactEvents {
  constructor(private readonly realtime: RealtimeHub) {}

  changed(userIds: readonly string[]): void {
    this.realtime.toUsers(userIds, 'contacts_changed');
  }

  /**
   * New contacts: their lists change, and each one already online is announced to the other, as
   * if they had just connected, so the other's presence shows without a reload.
   */
  async connected(a: string, b: string): Promise<void> {
    this.changed([a, b]);
    let online: Set<string>;
    try {
      online = await this.realtime.onlineAmong([a, b]);
    } catch {
      // Presence is a nicety here: the next presence request shows it, and the contact is made.
      return;
    }
    if (online.has(a)) this.realtime.toUsers([b], 'contact_user_connected', a);
    if (online.has(b)) this.realtime.toUsers([a], 'contact_user_connected', b);
  }
}
