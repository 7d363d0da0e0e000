/**
 * Call sounds made with WebAudio (no audio files): the ringback a caller hears (two tones,
 * 2 s on, 4 s off) and the ringtone of an incoming call (two short bursts each 3 s). `stop()`
 * silences at once and frees the audio context.
 */
export type RingKind = 'ringback' | 'ringtone';

interface Pattern {
  frequencies: number[];
  /** [start, length] of each burst within one cycle, in seconds. */
  bursts: [number, number][];
  cycle: number;
  gain: number;
}

const PATTERNS: Record<RingKind, Pattern> = {
  ringback: { frequencies: [440, 480], bursts: [[0, 2]], cycle: 6, gain: 0.08 },
  ringtone: {
    frequencies: [660, 880],
    bursts: [
      [0, 0.4],
      [0.6, 0.4],
    ],
    cycle: 3,
    gain: 0.12,
  },
};

/** Schedules this many cycles at a time, ahead of the clock. */
const AHEAD_CYCLES = 2;

export interface Ring {
  stop(): void;
}

export function startRing(kind: RingKind): Ring {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return { stop: () => undefined };
  const context = new AudioContextClass();
  const pattern = PATTERNS[kind];
  const output = context.createGain();
  output.gain.value = 0;
  output.connect(context.destination);
  const oscillators = pattern.frequencies.map((frequency) => {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(output);
    oscillator.start();
    return oscillator;
  });
  let scheduledUntil = context.currentTime;
  const schedule = () => {
    while (scheduledUntil < context.currentTime + AHEAD_CYCLES * pattern.cycle) {
      for (const [start, length] of pattern.bursts) {
        output.gain.setValueAtTime(pattern.gain, scheduledUntil + start);
        output.gain.setValueAtTime(0, scheduledUntil + start + length);
      }
      scheduledUntil += pattern.cycle;
    }
  };
  schedule();
  const timer = setInterval(schedule, pattern.cycle * 1000);
  // Without a gesture first the context may start suspended; it plays from the next one.
  void context.resume().catch(() => undefined);
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      output.gain.cancelScheduledValues(0);
      output.gain.value = 0;
      oscillators.forEach((oscillator) => oscillator.stop());
      void context.close().catch(() => undefined);
    },
  };
}
