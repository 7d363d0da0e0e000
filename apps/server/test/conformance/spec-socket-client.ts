import type { ChatMessage } from '@plaza/contract';
import { connect, type Tab } from '../realtime/support.js';
import type { TestClient } from '../support/client.js';
import type { TestServer } from '../support/server.js';

/**
 * A socket used as a client written from spec 02 §7 uses it (the original product's client is
 * the reference): rooms are joined with bare ids, a message carries what the composer had
 * (`roomName`, `createdBy`, the upload's `{ name, originalFileName }`), a reply carries the
 * quoted message itself as `parent`, an edit is `message` again with `edited: true`, and only
 * the events below are sent. Acknowledgements are read as the original client reads them.
 */
export class SpecClient {
  private constructor(
    readonly tab: Tab,
    readonly me: { id: string; fullName: string; userName: string | null },
  ) {}

  static async open(
    server: TestServer,
    who: { client: TestClient; user: { id: string; full_name: string; user_name: string | null } },
  ) {
    const tab = await connect(server, who.client);
    return new SpecClient(tab, { id: who.user.id, fullName: who.user.full_name, userName: who.user.user_name });
  }

  /** Sends an event as the spec's client does: whatever it carries, past Plaza's own typing. */
  emit(event: string, ...args: unknown[]): void {
    (this.tab.socket as unknown as { emit(e: string, ...a: unknown[]): void }).emit(event, ...args);
  }

  /** Sends an event and waits for its acknowledgement's first argument (the only one the client reads). */
  ask(event: string, ...args: unknown[]): Promise<unknown> {
    const timed = this.tab.socket.timeout(5000) as unknown as {
      emitWithAck(e: string, ...a: unknown[]): Promise<unknown>;
    };
    return timed.emitWithAck(event, ...args);
  }

  /** `message` as the composer sends a new one: the server's copy comes back as the acknowledgement. */
  async send(medium: 'direct' | 'post', to: string, message: string, extra: Record<string, unknown> = {}) {
    const reply = await this.ask('message', {
      message,
      roomName: `${medium}_${to}`,
      medium,
      to,
      createdBy: this.me,
      attachments: [],
      ...extra,
    });
    return reply as ChatMessage;
  }

  close(): void {
    this.tab.close();
  }
}
