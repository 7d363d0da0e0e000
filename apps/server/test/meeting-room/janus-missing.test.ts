import { afterEach, describe, expect, it } from 'vitest';
import { emitMeeting, expectRefused, meetingOf, people, Tabs, useMeetingServer } from './support.js';

// JANUS_PATH naming a program that is not there: what a machine without Debian's janus meets.
const server = useMeetingServer({ janusPath: '/nonexistent/janus' });
const tabs = new Tabs(() => server);
afterEach(() => tabs.closeAll());

describe('meeting room without Janus', () => {
  it('answers MEETING_MEDIA_UNAVAILABLE to a join, every time, and keeps the socket', async () => {
    const { ada } = await people(server);
    const meeting = await meetingOf(ada, []);
    const tab = await tabs.connect(ada.client);
    for (let i = 0; i < 2; i += 1) {
      expectRefused(await emitMeeting(tab, 'meeting_join', { slug: meeting.slug }), 'MEETING_MEDIA_UNAVAILABLE', 503);
    }
    expect(tab.socket.connected).toBe(true);
  });
});
