import { deflateSync } from 'node:zlib';

// Score files at and past the score's bounds (SCORE_LIMITS), for its tests and bench, made as
// bytes (cheaply, without a PDF or image library).

const PAGE_TREE = [
  '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
  '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
  '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
];
const TRAILER = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** A one-page PDF of `objects` objects in all (its page tree's three and tiny numbers). */
export function manyObjectsPdf(objects: number): Buffer {
  const numbers = Array.from(
    { length: objects - PAGE_TREE.length },
    (_, i) => `${i + 4} 0 obj\n${i}\nendobj\n`,
  );
  return Buffer.from(['%PDF-1.4\n', ...PAGE_TREE, ...numbers, TRAILER].join(''));
}

/** A one-page PDF with an object stream whose deflated spaces unpack to `bytes`. */
export function unpackingPdf(bytes: number): Buffer {
  const packed = deflateSync(Buffer.alloc(bytes, 0x20), { level: 9 });
  const head = `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`;
  return Buffer.concat([
    Buffer.from(['%PDF-1.5\n', ...PAGE_TREE, head].join('')),
    packed,
    Buffer.from(`\nendstream\nendobj\n${TRAILER}`),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of a few bytes whose header declares `width` x `height` RGB pixels (and holds one row). */
export function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const row = deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', row),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
