import { describe, expect, it } from 'vitest';
import { sniffAudio } from './file-sniff.ts';

const of = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat([
      ...parts.map((p) => Buffer.from(typeof p === 'string' ? Buffer.from(p, 'latin1') : p)),
      Buffer.alloc(32),
    ]),
  );

describe('sniffAudio', () => {
  it('knows MP3 (tagged or a bare frame), WAV, OGG and M4A by their first bytes', () => {
    expect(sniffAudio(of('ID3', [4, 0]))).toBe('audio/mpeg');
    expect(sniffAudio(of([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mpeg');
    expect(sniffAudio(of('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('audio/wav');
    expect(sniffAudio(of('OggS', [0, 2]))).toBe('audio/ogg');
    expect(sniffAudio(of([0, 0, 0, 0x20], 'ftypM4A '))).toBe('audio/mp4');
  });

  it('refuses text, an image, a WebP (RIFF but no WAVE), HTML and nothing', () => {
    for (const bytes of [
      of('These are lyrics'),
      of([0xff, 0xd8, 0xff, 0xe0]), // a JPEG: 0xff, but no frame sync after it
      of([0x89], 'PNG'),
      of('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
      of('<html><script>'),
      new Uint8Array(0),
    ])
      expect(sniffAudio(bytes)).toBeNull();
  });
});
