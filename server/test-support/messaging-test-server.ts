import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** Tests only: small provider servers on 127.0.0.1 that record what our drivers send. */

export interface RecordedHttp {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export async function startJsonServer(answer: (body: Record<string, unknown>) => { status?: number; json: unknown }) {
  const requests: RecordedHttp[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      requests.push({ headers: req.headers, body });
      const a = answer(body);
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/send`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface SmtpMessage {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server (RFC 5321 without extensions): enough for nodemailer to deliver. `refuseRecipients`
 * answers 550 to RCPT TO, like a server rejecting the address.
 */
export async function startSmtpServer(options: { refuseRecipients?: boolean } = {}) {
  const messages: SmtpMessage[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: SmtpMessage = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250 localhost');
        else if (verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '');
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          if (options.refuseRecipients) reply('550 5.1.1 mailbox unavailable');
          else {
            current.to.push(line.replace(/^RCPT TO:\s*/i, ''));
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header value. */
export function decodeWords(value: string): string {
  return value.replace(/\s*=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** Headers (unfolded, names lower-cased) and the decoded parts of a multipart MIME message. */
export function parseMime(raw: string): { headers: Map<string, string>; parts: Array<{ type: string; body: string }> } {
  const split = (block: string) => {
    const at = block.indexOf('\r\n\r\n');
    const head = block.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
    const headers = new Map(head.split('\r\n').map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    return { headers, body: block.slice(at + 4) };
  };
  const top = split(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(top.headers.get('content-type') ?? '')?.[1];
  const blocks = boundary ? top.body.split(`--${boundary}`).slice(1, -1) : [];
  const parts = blocks.map((b) => {
    // Each part sits between CRLF and the CRLF that precedes the next boundary line.
    const part = split(b.replace(/^\r\n/, '').replace(/\r\n$/, ''));
    const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
    const body = encoding === 'base64' ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(part.body) : part.body;
    return { type: (part.headers.get('content-type') ?? '').split(';')[0]!, body };
  });
  return { headers: top.headers, parts };
}
