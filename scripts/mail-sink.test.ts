import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSink, type MailSink, type StoredMessage } from './mail-sink';

/** Asks the OS for a port nobody uses, so parallel runs and a developer's own sink do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('mail sink', () => {
  let dir: string;
  let sink: MailSink;
  let smtpPort: number;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-sink-'));
    smtpPort = await freePort();
    const httpPort = await freePort();
    base = `http://127.0.0.1:${httpPort}`;
    sink = await startMailSink({ smtpPort, httpPort, dir: join(dir, 'nested', 'mail') });
  });

  afterAll(async () => {
    await sink?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  // Default nodemailer settings on purpose: the function uses them, and they must work against the sink.
  const send = (subject: string) =>
    nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort }).sendMail({
      from: '"Movaly Site" <site@movaly.test>',
      to: ['equipe@movaly.test', 'Outra Pessoa <outra@movaly.test>'],
      replyTo: '"Cliente" <cliente@example.com>',
      subject,
      text: 'Olá, texto simples',
      html: '<p>Olá, <strong>briefing</strong> & "aspas"</p>',
    });

  const messages = async (): Promise<StoredMessage[]> => {
    const res = await fetch(`${base}/api/messages`);
    expect(res.status).toBe(200);
    return (await res.json()) as StoredMessage[];
  };

  it('stores a real SMTP message parsed and serves it over HTTP', async () => {
    await send('Novo briefing: Vídeos Cinematográficos');
    const [message, ...rest] = await messages();
    expect(rest).toHaveLength(0);
    expect(message).toMatchObject({
      subject: 'Novo briefing: Vídeos Cinematográficos',
      from: 'site@movaly.test',
      to: ['equipe@movaly.test', 'outra@movaly.test'],
      replyTo: 'cliente@example.com',
      text: expect.stringContaining('Olá, texto simples'),
      html: expect.stringContaining('<strong>briefing</strong>'),
    });
    expect(new Date(message.receivedAt).toISOString()).toBe(message.receivedAt);
    expect(await readdir(join(dir, 'nested', 'mail'))).toEqual([`${message.id}.json`]);

    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Caixa de e-mails local</title>');
    expect(html).toContain('sandbox=""');
    // The body is only ever inside srcdoc, escaped, never as live markup in the page.
    expect(html).not.toContain('<strong>briefing</strong>');
    expect(html).toContain('&#60;strong&#62;briefing&#60;/strong&#62;');
  });

  it('lists messages oldest first in the API', async () => {
    await send('segunda');
    expect((await messages()).map((m) => m.subject)).toEqual(['Novo briefing: Vídeos Cinematográficos', 'segunda']);
  });

  it('refuses SMTP connections while down and accepts them again when up', async () => {
    await sink.smtpDown();
    await sink.smtpDown(); // idempotent
    await expect(send('perdida')).rejects.toMatchObject({ message: expect.stringContaining('ECONNREFUSED') });

    const viaHttp = await fetch(`${base}/api/smtp/up`, { method: 'POST' });
    expect(viaHttp.status).toBe(204);
    await sink.smtpUp(); // idempotent
    await send('depois');
    expect((await messages()).map((m) => m.subject)).toEqual(['Novo briefing: Vídeos Cinematográficos', 'segunda', 'depois']);

    expect((await fetch(`${base}/api/smtp/down`, { method: 'POST' })).status).toBe(204);
    await expect(send('perdida')).rejects.toMatchObject({ message: expect.stringContaining('ECONNREFUSED') });
    await sink.smtpUp();
  });

  it('deletes every message and then shows the empty inbox', async () => {
    const res = await fetch(`${base}/api/messages`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await messages()).toEqual([]);
    expect(await (await fetch(`${base}/`)).text()).toContain('Nenhum e-mail recebido ainda.');
  });

  it('answers 404 to anything else', async () => {
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    expect((await fetch(`${base}/api/messages`, { method: 'POST' })).status).toBe(404);
  });
});
