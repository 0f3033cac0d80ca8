/** Bytes that start like a PNG or a JPEG (the server reads the first bytes). */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

/** A multipart body from text fields and files, as the browser's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer<ArrayBuffer>; name: string; type: string }> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([f.data], { type: f.type }), f.name);
  return form;
}
