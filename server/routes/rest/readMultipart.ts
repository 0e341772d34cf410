/** One part of a multipart/form-data body. */
export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

function boundaryOf(contentType: string | undefined): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? '').trim() : null;
}

function parsePart(raw: Buffer): MultipartPart | null {
  const split = raw.indexOf('\r\n\r\n');
  if (split === -1) return null;
  const head = raw.subarray(0, split).toString('utf8');
  const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) return null;
  return {
    name,
    filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null,
    contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? null,
    // Each part ends with the CRLF that precedes the next boundary.
    data: raw.subarray(split + 4, raw.length - 2),
  };
}

/** Splits a multipart/form-data body (as PHP would fill $_POST and $_FILES); small, for the demo. */
export function readMultipart(body: Buffer, contentType: string | undefined): MultipartPart[] {
  const boundary = boundaryOf(contentType);
  if (boundary === null) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === '--') break;
    const end = body.indexOf(delimiter, from);
    if (end === -1) break;
    const part = parsePart(body.subarray(from + 2, end));
    if (part) parts.push(part);
    start = end;
  }
  return parts;
}
