// Draws the app icons (a Skat table: green felt with two fanned cards, the front one a club)
// and writes them as PNG with nothing but node's zlib, so no image tool is needed.
// Run: node scripts/make-icons.mjs  → public/icons/icon-192.png, icon-512.png, maskable-512.png
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const FELT = [20, 83, 45]; // #14532d, the manifest's theme colour
const FELT_RIM = [22, 101, 52]; // a lighter edge, like a table's cushion
const CARD = [250, 250, 249];
const CARD_EDGE = [168, 162, 158];
const BACK = [153, 27, 27]; // red card back
const INK = [28, 25, 23];
const SHADOW = [12, 56, 30];

// --- PNG encoding -------------------------------------------------------------------------------
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
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- Shapes in unit coordinates (0..1 across the icon) ---------------------------------------------
function inRoundedRect(x, y, cx, cy, halfW, halfH, r) {
  const dx = Math.max(Math.abs(x - cx) - (halfW - r), 0);
  const dy = Math.max(Math.abs(y - cy) - (halfH - r), 0);
  return dx * dx + dy * dy <= r * r;
}

function inCircle(x, y, cx, cy, r) {
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** A club (♣) centred at 0,0 in card units: three leaves and a flared stem. */
function inClub(x, y) {
  if (inCircle(x, y, 0, -0.2, 0.17)) return true;
  if (inCircle(x, y, -0.19, 0.07, 0.17)) return true;
  if (inCircle(x, y, 0.19, 0.07, 0.17)) return true;
  if (inCircle(x, y, 0, 0.02, 0.1)) return true;
  // stem: widens towards the foot
  if (y >= 0 && y <= 0.42) {
    const half = 0.035 + (y / 0.42) ** 2 * 0.13;
    return Math.abs(x) <= half;
  }
  return false;
}

/** Rotates a point into a card's own frame (centre cx,cy, turned by angle, scaled by h). */
function toCard(x, y, card) {
  const dx = x - card.cx;
  const dy = y - card.cy;
  const cos = Math.cos(-card.angle);
  const sin = Math.sin(-card.angle);
  return [(dx * cos - dy * sin) / card.h, (dx * sin + dy * cos) / card.h];
}

const CARD_HALF_W = 0.34; // card units: height 1, width 0.68 (a real card's ratio)
const CARD_HALF_H = 0.5;

function cardPixel(u, v, face) {
  if (!inRoundedRect(u, v, 0, 0, CARD_HALF_W, CARD_HALF_H, 0.06)) return null;
  if (!inRoundedRect(u, v, 0, 0, CARD_HALF_W - 0.018, CARD_HALF_H - 0.018, 0.045)) return CARD_EDGE;
  if (!face) {
    const inset = inRoundedRect(u, v, 0, 0, CARD_HALF_W - 0.06, CARD_HALF_H - 0.06, 0.03);
    if (!inset) return CARD;
    const stripe = Math.floor((u + v) * 14) % 2 === 0;
    return stripe ? BACK : [185, 28, 28];
  }
  if (inClub(u / 0.62, (v + 0.02) / 0.62)) return INK;
  return CARD;
}

/** The colour at x,y, or null for transparent. `fill` chooses full bleed (maskable) vs rounded. */
function samplePixel(x, y, design) {
  const { scale, fullBleed } = design;
  const toScene = (p) => 0.5 + (p - 0.5) / scale;
  const sx = toScene(x);
  const sy = toScene(y);
  for (const card of design.cards) {
    const [u, v] = toCard(sx, sy, card);
    const colour = cardPixel(u, v, card.face);
    if (colour) return colour;
  }
  for (const card of design.cards) {
    // a shadow on the felt: the card shifted down and right
    const [su, sv] = toCard(sx - 0.012, sy - 0.02, card);
    if (inRoundedRect(su, sv, 0, 0, CARD_HALF_W, CARD_HALF_H, 0.06)) return SHADOW;
  }
  if (fullBleed) return FELT;
  if (!inRoundedRect(x, y, 0.5, 0.5, 0.5, 0.5, 0.19)) return null;
  if (!inRoundedRect(x, y, 0.5, 0.5, 0.47, 0.47, 0.17)) return FELT_RIM;
  return FELT;
}

function render(size, design) {
  const n = 4; // 4×4 supersampling for smooth edges
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let j = 0; j < n; j++) {
        for (let i = 0; i < n; i++) {
          const colour = samplePixel(
            (px + (i + 0.5) / n) / size,
            (py + (j + 0.5) / n) / size,
            design,
          );
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return encodePng(size, rgba);
}

// Front card first: samplePixel returns the first card hit.
const CARDS = [
  { cx: 0.56, cy: 0.53, angle: 0.2, h: 0.6, face: true },
  { cx: 0.42, cy: 0.48, angle: -0.22, h: 0.6, face: false },
];
// "any": rounded felt square, cards filling most of it. "maskable": full-bleed felt, the cards
// shrunk so everything stays inside the central 80 % circle that launchers never crop.
const ANY = { cards: CARDS, scale: 0.84, fullBleed: false };
const MASKABLE = { cards: CARDS, scale: 0.84, fullBleed: true };

/** Fails the script if anything but felt lies outside the maskable safe zone (radius 40 %). */
function assertSafeZone(design, steps = 256) {
  for (let j = 0; j < steps; j++) {
    for (let i = 0; i < steps; i++) {
      const x = (i + 0.5) / steps;
      const y = (j + 0.5) / steps;
      if (Math.hypot(x - 0.5, y - 0.5) <= 0.4) continue;
      if (samplePixel(x, y, design) !== FELT) {
        throw new Error(
          `maskable icon: artwork outside the safe zone at ${x.toFixed(3)},${y.toFixed(3)}`,
        );
      }
    }
  }
}
assertSafeZone(MASKABLE);

const outDir = new URL('../public/icons/', import.meta.url);
mkdirSync(outDir, { recursive: true });
writeFileSync(new URL('icon-192.png', outDir), render(192, ANY));
writeFileSync(new URL('icon-512.png', outDir), render(512, ANY));
writeFileSync(new URL('maskable-512.png', outDir), render(512, MASKABLE));
console.log('wrote public/icons/icon-192.png, icon-512.png, maskable-512.png');
