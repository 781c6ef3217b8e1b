/**
 * A PCM WAV file (RIFF/WAVE, one 'fmt ' chunk for 16-bit integer PCM, one 'data' chunk; little-endian throughout, as
 * the format requires). Written here rather than with a library: the format is this 44-byte header, and the npm
 * writers ship a CommonJS/UMD main that bundlers and Node import differently (docs/adr/0089).
 */
export function pcm16Wav(samples: Int16Array, sampleRate: number, channels = 1): Buffer {
  const bytesPerSample = 2;
  const dataBytes = samples.length * bytesPerSample;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  // The size of everything after this field: 'WAVE' (4) + the fmt chunk (8 + 16) + the data chunk (8 + data).
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(channels, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * channels * bytesPerSample, 28); // byte rate
  out.writeUInt16LE(channels * bytesPerSample, 32); // block align
  out.writeUInt16LE(8 * bytesPerSample, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i]!, 44 + i * bytesPerSample);
  return out;
}
