/**
 * The 44-byte header of a 16-bit PCM WAV file: `channels` at `rate` frames a second, followed by
 * `dataBytes` of interleaved little-endian samples.
 */
export function wavHeader({
  channels,
  rate,
  dataBytes,
}: {
  channels: number;
  rate: number;
  dataBytes: number;
}) {
  const frameBytes = channels * 2;
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + dataBytes, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(channels, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * frameBytes, 28);
  head.writeUInt16LE(frameBytes, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(dataBytes, 40);
  return head;
}
