import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A photo as a phone's camera makes one: large, a gradient with sensor noise, as a PNG (which
 * such a picture makes big). The phone's compression has something to do with it.
 */
export function cameraLikePng(width: number, height: number, seed = 1): Buffer {
  let state = seed;
  const noise = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state % 25) - 12;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const base = [(60 + (x * 120) / width) | 0, (80 + (y * 100) / height) | 0, 140];
      for (let c = 0; c < 3; c++)
        row.writeUInt8(Math.max(0, Math.min(255, (base[c] ?? 0) + noise())), 1 + x * 3 + c);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
