// The hostile uploads of the upload scenario, and what a right answer to each looks like.

export const UPLOAD = '/api/docs/assets/local-upload';
export const TOO_LARGE = 'File size must be less than 5MB';
const MB = 1024 * 1024;

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const html = (id: string) =>
  `<html><body><script>alert('${id}');window.__xss('${id}')</script></body></html>`;
const bytes = (...parts: (string | Buffer)[]) => Buffer.concat(parts.map((part) => Buffer.from(part)));
const dataUrl = (mime: string, content: Buffer) => `data:${mime};base64,${content.toString('base64')}`;
/** A real PNG padded past the size, so only the size is wrong. */
const pngOfSize = (size: number) => bytes(PNG, Buffer.alloc(size - PNG.length, 0x20));

export type Case = {
  name: string;
  body: Record<string, unknown>;
  /** 'image' when a safe 201 is as good as a 4xx; otherwise the status the answer must have. */
  expect: 'image-or-4xx' | number;
  detail?: string;
  /**
   * A body past the route's limit: Fastify answers 413 before reading it and closes the connection,
   * so a client still sending may see the connection cut instead of the answer. That is a refusal
   * too (the app's own client refuses such a file before sending it).
   */
  mayCutConnection?: true;
};

/** A real PNG under a hostile name: the name is what is under attack. */
export const png = (filename: string, name = `name ${filename}`): Case => ({
  name,
  body: { file_content: dataUrl('image/png', PNG), filename },
  expect: 'image-or-4xx',
});

export const CASES: Case[] = [
  {
    name: 'SVG with a script',
    body: {
      file_content: dataUrl(
        'image/svg+xml',
        bytes(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert('svg')"/>`),
      ),
      filename: 'logo.svg',
    },
    expect: 415,
  },
  {
    name: 'SVG named .png',
    body: { file_content: dataUrl('image/png', bytes('<svg onload=alert(1)>')), filename: 'x.png' },
    expect: 415,
  },
  {
    name: 'HTML sent as PNG',
    body: { file_content: dataUrl('image/png', bytes(html('html-as-png'))), filename: 'page.png' },
    expect: 415,
  },
  {
    name: 'PNG header followed by HTML',
    body: { file_content: dataUrl('image/png', bytes(PNG, html('png-polyglot'))), filename: 'poly.png' },
    expect: 'image-or-4xx',
  },
  {
    name: 'PNG signature alone followed by HTML',
    body: {
      file_content: dataUrl('image/png', bytes(PNG.subarray(0, 8), html('png-head'))),
      filename: 'p.html',
    },
    expect: 'image-or-4xx',
  },
  {
    name: 'GIF/JS polyglot',
    body: {
      file_content: dataUrl(
        'image/gif',
        bytes("GIF89a=1;window.__xss('gif-js');alert('gif-js');//", html('gif-html')),
      ),
      filename: 'poly.gif',
    },
    expect: 'image-or-4xx',
  },
  {
    name: 'JPEG magic followed by HTML',
    body: {
      file_content: dataUrl('image/jpeg', bytes(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html('jpeg-html'))),
      filename: 'j.jpg',
    },
    expect: 'image-or-4xx',
  },
  {
    name: 'WebP header followed by HTML',
    body: {
      file_content: dataUrl('image/webp', bytes('RIFF\x10\x00\x00\x00WEBPVP8 ', html('webp'))),
      filename: 'w.webp',
    },
    expect: 'image-or-4xx',
  },
  {
    name: 'a PNG declared as text/html',
    body: { file_content: dataUrl('text/html', PNG), filename: 'index.html' },
    expect: 'image-or-4xx',
  },
  png('../../x.png', 'traversal ../../x.png'),
  png('..\\..\\x.png', 'traversal ..\\..\\x.png'),
  png('/etc/passwd', 'an absolute path'),
  png('..', 'a name that is only ..'),
  png('a\u0000b.png', 'a NUL in the name'),
  png('x\r\nSet-Cookie: hacked=1\r\n.png', 'CR LF in the name'),
  png('\u0007\u001b[31mred.png', 'control characters in the name'),
  png('invoice\u202egnp.exe', 'a right-to-left override in the name'),
  png('\ud800.png', 'a lone surrogate in the name'),
  png('"; filename=evil.html; x=".png', 'quotes in the name'),
  png('%2e%2e%2fx.png', 'a percent-encoded traversal'),
  png('n'.repeat(5000), 'a 5,000-character name'),
  { name: 'a blank name', body: { file_content: dataUrl('image/png', PNG), filename: '   ' }, expect: 422 },
  {
    name: 'a javascript: URL as content',
    body: { file_content: "javascript:alert('x')", filename: 'x.png' },
    expect: 422,
  },
  {
    name: 'a NUL in the content',
    body: { file_content: `data:image/png;base64,\u0000${PNG.toString('base64')}`, filename: 'x.png' },
    expect: 422,
  },
  {
    name: 'a 5.5 MB image',
    body: { file_content: dataUrl('image/png', pngOfSize(5.5 * MB)), filename: 'big.png' },
    expect: 413,
    detail: TOO_LARGE,
  },
  {
    name: 'a 7 MB image (a body past the upload limit)',
    body: { file_content: dataUrl('image/png', pngOfSize(7 * MB)), filename: 'bigger.png' },
    expect: 413,
    detail: TOO_LARGE,
    mayCutConnection: true,
  },
];
