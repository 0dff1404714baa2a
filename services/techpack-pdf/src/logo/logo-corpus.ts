import { randomFillSync } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Logos a hostile or careless client may send, and good ones, as data URLs (tests and the benchmark).

const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// A valid PNG header declaring width x height (RGB), followed by a few rows of zeros: a few KB on the wire, a
// decompression bomb for anything that decodes it.
export function pngBombHeader(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = deflateSync(Buffer.alloc((1 + width * 3) * 20));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">';

export async function hostileLogos(): Promise<Record<string, string>> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1F2A44' } })
    .jpeg()
    .toBuffer();
  const webp = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#C0103080' } })
    .webp()
    .toBuffer();
  return {
    exe: dataUrl(
      'png',
      Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
        Buffer.alloc(512, 0x41),
        Buffer.from('This program cannot be run in DOS mode.'),
      ]),
    ),
    html: dataUrl(
      'png',
      Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    ),
    pdf: dataUrl(
      'jpeg',
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ),
    truncatedJpeg: dataUrl('jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))),
    pngBomb: dataUrl('png', pngBombHeader()),
    gifAsPng: dataUrl('png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')),
    svgScript: dataUrl(
      'svg+xml',
      Buffer.from(`${SVG_OPEN}<script>fetch('/api/auth/me')</script><rect width="120" height="60"/></svg>`),
    ),
    svgOnload: dataUrl(
      'svg+xml',
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>`,
      ),
    ),
    svgExternalEntity: dataUrl(
      'svg+xml',
      Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${SVG_OPEN}<text y="20">&xxe;</text></svg>`,
      ),
    ),
    svgBillionLaughs: dataUrl(
      'svg+xml',
      Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>${SVG_OPEN}<text y="20">&d;</text></svg>`,
      ),
    ),
    svgExternalImage: dataUrl(
      'svg+xml',
      Buffer.from(
        `${SVG_OPEN}<image href="http://169.254.169.254/latest/meta-data" width="120" height="60"/></svg>`,
      ),
    ),
    svgHuge: dataUrl(
      'svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>',
      ),
    ),
    webpAsJpeg: dataUrl('jpeg', webp),
  };
}

// A logo with alpha: a navy disc with a transparent background.
export async function validPng(width = 300, height = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#1F2A44"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const validSvg = () =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${SVG_OPEN}<defs><linearGradient id="g"><stop offset="0" stop-color="#C01030"/><stop offset="1" stop-color="#1F2A44"/></linearGradient></defs><rect width="120" height="60" rx="8" fill="url(#g)"/><use href="#g"/></svg>`,
  );

// A valid logo of about `bytes` (a noisy, opaque RGB PNG of 4,000 px on its long side: what a designer's
// high-resolution export looks like to the server), 4.6-5 MB by default.
export async function largeValidPng(bytes = 4_800_000): Promise<Buffer> {
  const width = 4000;
  const height = 2400;
  // noise in a band across the image: its size sets the file's, the rest is flat colour
  const noiseRows = Math.max(1, Math.min(height, Math.round(bytes / (width * 3))));
  const raw = Buffer.alloc(width * height * 3, 0x44);
  randomFillSync(raw, 0, noiseRows * width * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

export { dataUrl as logoDataUrl };
