/**
 * A minimal SMTP server on 127.0.0.1 for real-n8n tests: accepts every
 * message n8n's Email node sends (no TLS, no auth) and keeps it, so a test
 * can read the approval links of a Send and Wait for Approval email.
 */
import { createServer, type Socket } from 'node:net';

export interface SmtpSink {
  port: number;
  /** The messages received so far (their DATA, dot-unstuffed), oldest first. */
  messages: string[];
  close(): Promise<void>;
}

/** Starts the sink on a free port. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let data: string[] | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 127.0.0.1 ESMTP sink');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\r\n'));
            data = undefined;
            reply('250 OK queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-127.0.0.1\r\n250 8BITMIME');
        else if (verb === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A received message with quoted-printable soft breaks and escapes undone. */
export function textOf(message: string): string {
  return message
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The links of a received message's HTML (`&amp;` decoded). */
export function linksOf(message: string): string[] {
  return [...textOf(message).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}
