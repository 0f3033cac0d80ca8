import {
  CHAT_FILE_EXTENSIONS,
  type ChatFileKind,
  fileExtension,
} from '../../../../common/live-class-files.ts';

export type SniffedFile = { kind: ChatFileKind; mimeType: string };

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const starts = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);
const riff = (bytes: Uint8Array, form: string) => ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, form);
const isoMedia = (bytes: Uint8Array) => ascii(bytes, 4, 'ftyp');
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** An Office Open XML package: a zip whose entries live under `folder` (word/, xl/, ppt/). */
function ooxml(bytes: Uint8Array, folder: string): boolean {
  if (!starts(bytes, ZIP)) return false;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(folder, 0, 'latin1');
}

function plainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const mp3 = (b: Uint8Array) => ascii(b, 0, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);

// Per accepted extension: does the content really start like that kind of file, and its type.
const CHECKS: Record<string, [test: (b: Uint8Array) => boolean, mimeType: string]> = {
  png: [(b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
  jpg: [(b) => starts(b, [0xff, 0xd8, 0xff]), 'image/jpeg'],
  jpeg: [(b) => starts(b, [0xff, 0xd8, 0xff]), 'image/jpeg'],
  gif: [(b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'), 'image/gif'],
  webp: [(b) => riff(b, 'WEBP'), 'image/webp'],
  mp4: [isoMedia, 'video/mp4'],
  m4v: [isoMedia, 'video/mp4'],
  mov: [isoMedia, 'video/quicktime'],
  webm: [(b) => starts(b, [0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
  mp3: [mp3, 'audio/mpeg'],
  m4a: [isoMedia, 'audio/mp4'],
  wav: [(b) => riff(b, 'WAVE'), 'audio/wav'],
  ogg: [(b) => ascii(b, 0, 'OggS'), 'audio/ogg'],
  oga: [(b) => ascii(b, 0, 'OggS'), 'audio/ogg'],
  pdf: [(b) => ascii(b, 0, '%PDF-'), 'application/pdf'],
  doc: [(b) => starts(b, OLE), 'application/msword'],
  xls: [(b) => starts(b, OLE), 'application/vnd.ms-excel'],
  ppt: [(b) => starts(b, OLE), 'application/vnd.ms-powerpoint'],
  docx: [(b) => ooxml(b, 'word/'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xlsx: [(b) => ooxml(b, 'xl/'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  pptx: [
    (b) => ooxml(b, 'ppt/'),
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  txt: [plainText, 'text/plain; charset=utf-8'],
};

/**
 * The kind and content type of an uploaded chat file, judged by its name's extension AND its
 * first bytes (a renamed executable or HTML page is refused); null when not accepted.
 */
export function sniffChatFile(fileName: string, bytes: Uint8Array): SniffedFile | null {
  const ext = fileExtension(fileName);
  const kind = CHAT_FILE_EXTENSIONS[ext];
  const check = CHECKS[ext];
  if (!kind || !check || bytes.length === 0 || !check[0](bytes)) return null;
  return { kind, mimeType: check[1] };
}

/** The audio a backing track may be, as CHECKS knows it: judged by the bytes alone. */
const AUDIO = ['mp3', 'wav', 'ogg', 'm4a'] as const;

/** An MP3, WAV, OGG or M4A file's content type by its first bytes, whatever its name says; null otherwise. */
export function sniffAudio(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return null;
  const ext = AUDIO.find((e) => CHECKS[e][0](bytes));
  return ext ? CHECKS[ext][1] : null;
}
