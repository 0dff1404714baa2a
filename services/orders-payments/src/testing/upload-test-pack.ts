import sharp from 'sharp';

// A real tech pack for API tests: a synthetic tee photo uploaded through the product.
export async function uploadTestTechPack(
  app: { url: string },
  token: string,
  email: string,
): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#C8102E"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  const fd = new FormData();
  fd.append('email', email);
  fd.append('selectedSize', 'M');
  fd.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { techPack?: { id: string } };
  if (!res.ok || !body.techPack) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.techPack.id;
}
