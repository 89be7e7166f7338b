// Draws Raket's icons (a tennis ball on the header's teal) as PNG files in public/, with no image
// library: a few shapes, 4 × 4 supersampled, written with node:zlib. Run it again after changing a
// colour: `node scripts/make-icons.mjs`. The PNGs it writes are committed; the build only copies them.
import fs from 'node:fs';
import zlib from 'node:zlib';

const TEAL = [0x08, 0x7f, 0x5b];
const BALL = [0xd8, 0xf5, 0x4a];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The colour at (x, y) in a 1 × 1 square: the background (rounded corners unless full-bleed),
 * a ball of radius `r` in the middle, and its two white seams.
 */
function shade(x, y, { r, fullBleed }) {
  const corner = 0.18;
  if (!fullBleed) {
    const cx = Math.min(Math.max(x, corner), 1 - corner);
    const cy = Math.min(Math.max(y, corner), 1 - corner);
    if ((x - cx) ** 2 + (y - cy) ** 2 > corner ** 2) return null;
  }
  const dx = x - 0.5;
  const dy = y - 0.5;
  const d = Math.hypot(dx, dy);
  if (d > r) return TEAL;
  // The seams: two arcs of circles centred outside the ball, left and right.
  const seamR = r * 0.95;
  const seamOff = r * 1.35;
  const w = r * 0.07;
  const left = Math.abs(Math.hypot(dx + seamOff, dy) - seamR);
  const right = Math.abs(Math.hypot(dx - seamOff, dy) - seamR);
  if (left < w || right < w) return WHITE;
  return BALL;
}

function draw(size, options) {
  const rgba = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++)
        for (let sx = 0; sx < n; sx++) {
          const c = shade((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, options);
          if (!c) continue;
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
          sum[3] += 255;
        }
      const covered = sum[3] / 255;
      const i = (py * size + px) * 4;
      if (covered) for (let k = 0; k < 3; k++) rgba[i + k] = Math.round(sum[k] / covered);
      rgba[i + 3] = Math.round(sum[3] / (n * n));
    }
  return png(size, rgba);
}

/** An .ico holding PNG images (every browser since 2010 reads them). */
function ico(images) {
  const head = Buffer.alloc(6 + images.length * 16);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ size, data }, i) => {
    const e = 6 + i * 16;
    head.writeUInt8(size >= 256 ? 0 : size, e);
    head.writeUInt8(size >= 256 ? 0 : size, e + 1);
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(data.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([head, ...images.map((i) => i.data)]);
}

const plain = { r: 0.34, fullBleed: false };
// A maskable icon may be cut to a circle of 80 % of its width: the ball stays well inside it.
const maskable = { r: 0.28, fullBleed: true };
fs.mkdirSync('public/icons', { recursive: true });
fs.writeFileSync('public/icons/icon-192.png', draw(192, plain));
fs.writeFileSync('public/icons/icon-512.png', draw(512, plain));
fs.writeFileSync('public/icons/maskable-512.png', draw(512, maskable));
// iOS draws its own rounded corners and no transparency: full-bleed.
fs.writeFileSync('public/apple-touch-icon.png', draw(180, { r: 0.32, fullBleed: true }));
fs.writeFileSync(
  'public/favicon.ico',
  ico([16, 32, 48].map((size) => ({ size, data: draw(size, { r: 0.4, fullBleed: false }) }))),
);
console.log('Icons written to public/.');
