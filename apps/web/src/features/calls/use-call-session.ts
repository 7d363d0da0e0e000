import { CALL, type Call, type CallSignalEvent, type IceServer } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useEffect, useRef, useState } from 'react';
import { call as callApi } from '../../api/client';
import { TIMING } from '../../lib/presentation';
import { useSocketStore } from '../../realtime/socket';
import { useSocketEvent } from '../../realtime/use-socket-event';
import { CallConnection, type LinkState } from './call-connection';
import { openLocalMedia, openTrack, stopStream, type LocalMedia } from './call-media';

const STATS_MS = 1000;

async function iceServers(): Promise<IceServer[]> {
  return callApi(api.calls.current, {}, { toast: false })
    .then((reply) => reply.iceServers)
    .catch(() => []);
}

/**
 * The media of an answered call: this side's camera and microphone, the connection (made again
 * each `session`), the other side's stream, and the controls (mute, camera, other devices).
 */
export function useCallSession(call: Call, session: number) {
  const socket = useSocketStore((s) => s.socket);
  const [local, setLocal] = useState<LocalMedia | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [link, setLink] = useState<LinkState>('connecting');
  const [framesDecoded, setFramesDecoded] = useState(0);
  const [remoteVideo, setRemoteVideo] = useState<boolean | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  // The stream keeps its identity when a device changes (the connection must not be remade): re-render by count.
  const [, setDevicesChanged] = useState(0);
  const connection = useRef<CallConnection | null>(null);
  const early = useRef<CallSignalEvent[]>([]);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const callRef = useRef(call);
  useEffect(() => {
    callRef.current = call;
  });
  const { callId } = call;

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    void openLocalMedia().then((media) => {
      if (cancelled) return stopStream(media.stream);
      opened = media.stream;
      setLocal(media);
    });
    return () => {
      cancelled = true;
      stopStream(opened);
    };
  }, [callId]);

  const relay = (conn: CallConnection, signal: CallSignalEvent) => {
    chain.current = chain.current.then(() => conn.signal(signal)).catch(() => undefined);
  };

  useEffect(() => {
    if (!local || !socket) return;
    let cancelled = false;
    let conn: CallConnection | null = null;
    void iceServers().then((servers) => {
      if (cancelled) return;
      conn = new CallConnection({
        call: callRef.current,
        iceServers: servers,
        socket,
        local: local.stream,
        onRemote: setRemote,
        onLink: setLink,
        recoverMs: CALL.disconnectGraceMs,
        restartAfterMs: TIMING.callIceRestartAfterMs,
      });
      connection.current = conn;
      const ready = conn;
      chain.current = chain.current.then(() => ready.start()).catch(() => undefined);
      early.current.splice(0).forEach((signal) => relay(ready, signal));
    });
    return () => {
      cancelled = true;
      conn?.close();
      connection.current = null;
      setRemote(null);
      setLink('connecting');
      setFramesDecoded(0);
      setRemoteVideo(null);
    };
  }, [local, socket, session]);

  useSocketEvent('call_signal', (signal) => {
    if (signal.callId !== callId) return;
    if (connection.current) relay(connection.current, signal);
    else early.current.push(signal);
  });

  useEffect(() => {
    if (link !== 'connected') return;
    const timer = setInterval(() => {
      if (connection.current) setRemoteVideo(connection.current.remoteSendsVideo());
      void connection.current
        ?.framesDecoded()
        .then(setFramesDecoded)
        .catch(() => undefined);
    }, STATS_MS);
    return () => clearInterval(timer);
  }, [link]);

  const toggleMute = () => {
    local?.stream.getAudioTracks().forEach((track) => (track.enabled = muted));
    setMuted(!muted);
  };
  const toggleCamera = () => {
    local?.stream.getVideoTracks().forEach((track) => (track.enabled = cameraOff));
    setCameraOff(!cameraOff);
  };

  /** Sends another camera's or microphone's track in place of the current one. */
  const switchDevice = async (kind: 'audio' | 'video', deviceId: string) => {
    if (!local) return;
    const track = await openTrack(kind, deviceId);
    track.enabled = kind === 'audio' ? !muted : !cameraOff;
    const old = kind === 'audio' ? local.stream.getAudioTracks() : local.stream.getVideoTracks();
    old.forEach((t) => {
      local.stream.removeTrack(t);
      t.stop();
    });
    local.stream.addTrack(track);
    await connection.current?.replaceTrack(kind, track);
    setDevicesChanged((n) => n + 1);
  };

  return { local, remote, link, framesDecoded, remoteVideo, muted, cameraOff, toggleMute, toggleCamera, switchDevice };
}

export type CallSession = ReturnType<typeof useCallSession>;
