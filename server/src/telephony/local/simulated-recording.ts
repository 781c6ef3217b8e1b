import { pcm16Wav } from './wav';

export const SIMULATED_RECORDING_RATE = 8000;

/** One tone of the pattern: frequencies (Hz, summed) for a duration (ms); none is silence. */
interface Tone {
  hz: readonly number[];
  ms: number;
}

/**
 * What a finished local call's recording sounds like (docs/adr/0088): nobody spoke, so it is plainly a simulation —
 * three rising beeps, a two-tone chime whose pitch follows the call's length (so two recordings differ), a pause and
 * three falling beeps; about four seconds of 8 kHz mono telephone audio.
 */
export function simulatedRecording(callSeconds: number): Buffer {
  const chime = 440 + (Math.max(0, Math.min(600, Math.round(callSeconds))) % 60) * 5;
  const beep = (hz: number): Tone[] => [
    { hz: [hz], ms: 180 },
    { hz: [], ms: 120 },
  ];
  const pattern: Tone[] = [
    ...beep(660),
    ...beep(880),
    ...beep(1100),
    { hz: [chime, chime * 1.25], ms: 1400 },
    { hz: [], ms: 500 },
    ...beep(1100),
    ...beep(880),
    ...beep(660),
  ];
  const total = pattern.reduce((n, t) => n + Math.round((t.ms * SIMULATED_RECORDING_RATE) / 1000), 0);
  const samples = new Int16Array(total);
  let at = 0;
  for (const tone of pattern) {
    const n = Math.round((tone.ms * SIMULATED_RECORDING_RATE) / 1000);
    for (let i = 0; i < n; i++) {
      // A 10 ms fade at both ends of each tone: no clicks.
      const fade = Math.min(1, i / 80, (n - i) / 80);
      const value = tone.hz.reduce((v, hz) => v + Math.sin((2 * Math.PI * hz * i) / SIMULATED_RECORDING_RATE), 0) / Math.max(1, tone.hz.length);
      samples[at + i] = Math.round(value * fade * 12_000);
    }
    at += n;
  }
  return pcm16Wav(samples, SIMULATED_RECORDING_RATE);
}
