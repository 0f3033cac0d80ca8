// Chat file rules of the live class, without zod so the client
// bundle can use them (the file input's `accept`, the size check before upload).

export const CHAT_FILE_MAX_BYTES = 25 * 1024 * 1024;
export const CHAT_FILE_TOO_LARGE = 'File size must be less than 25MB';
export const CHAT_FILE_BAD_TYPE =
  'Please upload an image, video, audio, PDF, Word, Excel, PowerPoint or text file';

/** The kind a chat message of an accepted file gets (spec: message_type). */
export type ChatFileKind = 'image' | 'video' | 'audio' | 'document';

/** Accepted file name extensions and the message kind each one gives. */
export const CHAT_FILE_EXTENSIONS: Readonly<Record<string, ChatFileKind>> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  mp4: 'video',
  m4v: 'video',
  mov: 'video',
  webm: 'video',
  mp3: 'audio',
  m4a: 'audio',
  wav: 'audio',
  ogg: 'audio',
  oga: 'audio',
  pdf: 'document',
  doc: 'document',
  docx: 'document',
  txt: 'document',
  xls: 'document',
  xlsx: 'document',
  ppt: 'document',
  pptx: 'document',
};

/** For `<input type="file" accept=...>`: the spec's image, video, audio, pdf, doc, docx, txt, xlsx, xls, ppt, pptx. */
export const CHAT_FILE_ACCEPT = [
  'image/*',
  'video/*',
  'audio/*',
  ...['pdf', 'doc', 'docx', 'txt', 'xlsx', 'xls', 'ppt', 'pptx'].map((e) => `.${e}`),
].join(',');

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The kind by file name, or null when the name's extension is not accepted. The server also checks the content. */
export function chatFileKindByName(name: string): ChatFileKind | null {
  return CHAT_FILE_EXTENSIONS[fileExtension(name)] ?? null;
}
