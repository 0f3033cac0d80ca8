/** The image type a file's first bytes show, whatever its name says; null if neither. */
export function sniffImage(
  data: Uint8Array,
): { mimeType: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg' } | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((b, i) => data[i] === b)) return { mimeType: 'image/png', ext: 'png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { mimeType: 'image/jpeg', ext: 'jpg' };
  return null;
}
