// Draws the app's install icons (public/icons/*.png): a badge of concentric rings in the default
// troop colour, with a star, at the sizes phones ask for. Run once (`node scripts/make-icons.mjs`)
// and commit the PNGs; plain Node, no image library.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const PURPLE = [0x49, 0x04, 0x99];
const GREEN = [0x05, 0x96, 0x69];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x + 0.5, y + 0.5), y * (size * 3 + 1) + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Inside a five-pointed star of outer radius r centred at the origin. */
function inStar(x, y, r) {
  const angle = Math.atan2(x, y);
  const sector = (2 * Math.PI) / 5;
  const a = (((angle % sector) + sector) % sector) - sector / 2;
  const inner = r * 0.45;
  // The star's edge between an outer point (angle 0) and an inner one (angle ±36°), in polar form.
  const p1 = [0, r];
  const p2 = [Math.sin(sector / 2) * inner, Math.cos(sector / 2) * inner];
  const d = Math.hypot(x, y);
  const px = Math.abs(Math.sin(a)) * d;
  const py = Math.cos(a) * d;
  const cross = (p2[0] - p1[0]) * (py - p1[1]) - (p2[1] - p1[1]) * (px - p1[0]);
  return cross <= 0;
}

/** `safe`: the share of the icon the badge fills (a maskable icon keeps it inside the middle 80 %). */
function badge(size, safe) {
  const c = size / 2;
  const r = (size / 2) * safe;
  return (x, y) => {
    const d = Math.hypot(x - c, y - c);
    if (d > r) return PURPLE;
    if (d > r * 0.9) return WHITE;
    if (d > r * 0.82) return GREEN;
    if (inStar(x - c, y - c, r * 0.62)) return WHITE;
    return GREEN;
  };
}

const dir = fileURLToPath(new URL("../public/icons/", import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}icon-192.png`, png(192, badge(192, 0.92)));
writeFileSync(`${dir}icon-512.png`, png(512, badge(512, 0.92)));
writeFileSync(`${dir}icon-maskable-512.png`, png(512, badge(512, 0.72)));
writeFileSync(`${dir}apple-touch-icon.png`, png(180, badge(180, 0.8)));
