// The parts of janode (Meetecho's Janus client, ES modules without types) the meeting room uses.
// The version is pinned in apps/server/package.json.

declare module 'janode' {
  import type { EventEmitter } from 'node:events';

  export interface Jsep {
    type: 'offer' | 'answer';
    sdp: string;
  }

  export interface JanodeHandle extends EventEmitter {
    readonly id: number;
    trickle(candidate: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null }): Promise<void>;
    trickleComplete(): Promise<void>;
    hangup(): Promise<void>;
    detach(): Promise<void>;
  }

  export interface JanodeSession extends EventEmitter {
    readonly id: number;
    attach<H>(plugin: { id: string; Handle: new (...args: never[]) => H }): Promise<H>;
    destroy(): Promise<void>;
  }

  export interface JanodeConnection extends EventEmitter {
    create(keepAliveSeconds?: number): Promise<JanodeSession>;
    getInfo(): Promise<{ name?: string; version_string?: string }>;
    close(): Promise<void>;
  }

  export interface ConnectOptions {
    is_admin?: boolean;
    address: { url: string; apisecret?: string };
    retry_time_secs?: number;
    max_retries?: number;
  }

  const Janode: {
    connect(options: ConnectOptions): Promise<JanodeConnection>;
    EVENT: {
      CONNECTION_CLOSED: string;
      CONNECTION_ERROR: string;
      SESSION_DESTROYED: string;
      HANDLE_DETACHED: string;
      HANDLE_HANGUP: string;
      HANDLE_WEBRTCUP: string;
    };
    Logger: { setLevel(level: 'none' | 'error' | 'warning' | 'info' | 'verbose' | 'debug'): void };
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  import type { JanodeHandle, Jsep } from 'janode';

  export interface VideoRoomHandle extends JanodeHandle {
    create(options: {
      room: number;
      description?: string;
      max_publishers?: number;
      permanent?: boolean;
      is_private?: boolean;
      admin_key?: string;
      bitrate?: number;
      talking_events?: boolean;
      notify_joining?: boolean;
      videocodec?: string;
      audiocodec?: string;
    }): Promise<{ room: number }>;
    destroy(options: { room: number; permanent?: boolean }): Promise<unknown>;
    joinConfigurePublisher(options: {
      room: number;
      feed: number;
      display?: string;
      audio?: boolean;
      video?: boolean;
      jsep: Jsep;
    }): Promise<{ feed: number; jsep?: Jsep }>;
    configure(options: { audio?: boolean; video?: boolean; jsep?: Jsep }): Promise<{ jsep?: Jsep }>;
    joinSubscriber(options: {
      room: number;
      feed: number;
      private_id?: number;
    }): Promise<{ feed: number; jsep?: Jsep }>;
    start(options: { jsep: Jsep }): Promise<unknown>;
    kick(options: { room: number; feed: number }): Promise<unknown>;
    listParticipants(options: { room: number }): Promise<{ participants: { feed: number; publisher: boolean }[] }>;
  }

  const VideoRoomPlugin: {
    id: string;
    Handle: new (...args: never[]) => VideoRoomHandle;
    EVENT: Record<string, string>;
  };
  export default VideoRoomPlugin;
}
