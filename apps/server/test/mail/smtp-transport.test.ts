import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../src/modules/mail/mail-transport';

/** Just enough of an SMTP server (RFC 5321, no TLS, no auth) to receive what the transport sends. */
function startSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test.smtp');
        else if (verb === 'MAIL') current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        else if (verb === 'RCPT') current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
        if (verb === 'MAIL' || verb === 'RCPT') reply('250 ok');
      }
    });
  });
  return {
    received,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const smtp = startSmtpServer();
let port = 0;
beforeAll(async () => {
  port = await smtp.listen();
});
afterAll(() => smtp.close());

describe('mail transport with SMTP_URL (issue 6 item 6)', () => {
  it('sends each message over SMTP instead of writing a file', async () => {
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      dataDir: '/nonexistent',
    });
    expect(transport.name).toBe('smtp');
    await transport.send({
      id: 'f3b1c9d2-0000-4000-8000-000000000001',
      kind: 'email_change_code',
      from: 'Halyard VPN <no-reply@halyard.test>',
      to: 'new-address@example.com',
      subject: 'Your Halyard VPN email confirmation code',
      text: 'Your confirmation code is: 654321',
    });
    transport.close();
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe('no-reply@halyard.test');
    expect(message?.to).toEqual(['new-address@example.com']);
    expect(message?.data).toContain('Subject: Your Halyard VPN email confirmation code');
    expect(message?.data).toContain('Your confirmation code is: 654321');
    expect(message?.data).toContain('Message-ID: <f3b1c9d2-0000-4000-8000-000000000001@halyard>');
  });
});
