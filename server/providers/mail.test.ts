import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/integration/db.ts';
import { listOutbox } from '../db/queries/mail.ts';
import { configureMail, mailMode, sendMail } from './mail.ts';

/** A minimal SMTP server: answers every command and keeps each message's DATA. */
function fakeSmtp(): { server: Server; messages: string[] } {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, messages };
}

let database: TestDatabase;
const smtp = fakeSmtp();
beforeAll(async () => {
  database = await createTestDatabase();
  smtp.server.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
});
afterAll(async () => {
  configureMail({});
  smtp.server.close();
  await database.drop();
});

describe('mail through nodemailer', () => {
  it('keeps the rendered message in the sandbox outbox by default', async () => {
    configureMail({});
    expect(mailMode()).toBe('outbox');
    await sendMail(database.db, { to: 'ava@example.com', subject: 'Hello', body: 'Your code is 123456.' });
    const [mail] = await listOutbox(database.db, { limit: 1 });
    expect(mail).toMatchObject({ to: 'ava@example.com', subject: 'Hello', body: 'Your code is 123456.' });
    expect(mail?.raw).toMatch(/^From: Offerwell <no-reply@offerwell\.local>$/m);
    expect(mail?.raw).toContain('Your code is 123456.');
  });

  it('sends to SMTP_URL when set, and then stores nothing', async () => {
    const { port } = smtp.server.address() as { port: number };
    configureMail({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Demo <demo@offerwell.test>' });
    expect(mailMode()).toBe('smtp');
    const before = (await listOutbox(database.db)).length;
    await sendMail(database.db, { to: 'ben@example.com', subject: 'Reset', body: 'Open https://x.example/r' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/^To: ben@example\.com$/m);
    expect(smtp.messages[0]).toMatch(/^From: Demo <demo@offerwell\.test>$/m);
    expect(smtp.messages[0]).toContain('Open https://x.example/r');
    expect((await listOutbox(database.db)).length).toBe(before);
  });
});
