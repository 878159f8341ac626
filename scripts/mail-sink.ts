/**
 * A local SMTP sink for development and tests: the Cloud Function's nodemailer sends to it on
 * 127.0.0.1, every message is stored as one JSON file, and a small HTTP server shows the inbox to a
 * person (GET /) and to tests (/api/...). Nothing ever leaves the machine.
 *
 * Run it alone with `tsx scripts/mail-sink.ts` (MAIL_SMTP_PORT, MAIL_HTTP_PORT, MAIL_DIR), or start
 * it from code with `startMailSink`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { Server as NetServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import PostalMime from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface MailSinkOptions {
  smtpPort: number;
  httpPort: number;
  /** Folder that holds one JSON file per received message. */
  dir: string;
}

export interface MailSink {
  /** Closes both listeners. The stored messages stay on disk. */
  stop(): Promise<void>;
  /** Stops accepting SMTP connections (clients get ECONNREFUSED), so tests can exercise send failures. */
  smtpDown(): Promise<void>;
  /** Listens for SMTP again on the same port. */
  smtpUp(): Promise<void>;
}

export interface StoredMessage {
  id: string;
  receivedAt: string;
  subject: string;
  from: string;
  to: string[];
  replyTo: string | null;
  text: string;
  html: string;
  /** Attached files (a booking's `.ics`), their content as UTF-8 text. */
  attachments: { filename: string | null; mimeType: string; content: string }[];
}

/** Thrown when a port is taken, so the command line can say so in one sentence instead of a stack trace. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly kind: 'smtp' | 'http',
  ) {
    super(`Port ${port} is already in use`);
    this.name = 'PortInUseError';
  }
}

const HOST = '127.0.0.1';
// Generous for HTML e-mails, small enough that a runaway sender cannot fill the disk in one message.
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
// Only files this sink wrote: DELETE must never remove anything else a misconfigured MAIL_DIR points at.
const MESSAGE_FILE = /^\d{13,}-[0-9a-f]+\.json$/;

export async function startMailSink(opts: MailSinkOptions): Promise<MailSink> {
  const { smtpPort, httpPort } = opts;
  const dir = resolve(opts.dir);
  await mkdir(dir, { recursive: true });

  // The timestamp in the file name is kept strictly increasing so that name order is arrival order,
  // even for two messages within the same millisecond.
  let lastStamp = 0;
  const nextFileStem = () => {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return `${lastStamp}-${randomBytes(4).toString('hex')}`;
  };

  async function saveMessage(raw: Buffer, session: SMTPServerSession): Promise<void> {
    const email = await PostalMime.parse(raw);
    const id = nextFileStem();
    const headerTo = mailboxes(email.to);
    const message: StoredMessage = {
      id,
      receivedAt: new Date().toISOString(),
      subject: email.subject ?? '',
      from: mailboxes(email.from ? [email.from] : [])[0] ?? envelopeAddress(session.envelope.mailFrom) ?? '',
      // Bcc-only deliveries have no To header; the envelope still says who the message was for.
      to: headerTo.length ? headerTo : session.envelope.rcptTo.map((rcpt) => rcpt.address),
      replyTo: mailboxes(email.replyTo)[0] ?? null,
      text: email.text ?? '',
      html: email.html ?? '',
      attachments: email.attachments.map((file) => ({
        filename: file.filename,
        mimeType: file.mimeType,
        content: typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content),
      })),
    };
    // Write then rename, so a reader polling the folder never sees half a file.
    const tmp = join(dir, `.${id}.tmp`);
    await writeFile(tmp, JSON.stringify(message, null, 2) + '\n', 'utf8');
    await rename(tmp, join(dir, `${id}.json`));
  }

  function createSmtpServer(): SMTPServer {
    return new SMTPServer({
      banner: 'Movaly local mail sink',
      authOptional: true,
      // No STARTTLS: nodemailer then sends in plain text on loopback instead of negotiating TLS with
      // smtp-server's built-in test certificate.
      disabledCommands: ['STARTTLS'],
      size: MAX_MESSAGE_BYTES,
      // Accept any login a client insists on sending, as a real provider's credentials may be configured.
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username ?? 'local' });
      },
      // Connections still open when the listener goes down are cut after this, not after the 30 s default.
      closeTimeout: 1000,
      logger: false,
      onData(stream: SMTPServerDataStream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', (err) => callback(err));
        stream.on('end', () => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the fixed maximum message size'), { responseCode: 552 }));
            return;
          }
          saveMessage(Buffer.concat(chunks), session).then(
            () => callback(),
            (err: unknown) => {
              console.error('mail-sink: could not store a message:', err);
              callback(Object.assign(new Error('Local mail sink could not store the message'), { responseCode: 451 }));
            },
          );
        });
      },
    });
  }

  let smtp: SMTPServer | null = null;

  async function openSmtp(): Promise<void> {
    if (smtp) return;
    const server = createSmtpServer();
    // smtp-server re-emits every socket and listener error on itself; without a listener Node would throw
    // them (a port in use included) as uncaught. Listen errors are reported by `listen` below instead.
    let bound = false;
    server.on('error', (err) => {
      if (bound) console.error('mail-sink: SMTP error:', err.message);
    });
    // A closed SMTPServer is not reused: a fresh instance per "up" avoids depending on its internal state.
    await listen(server.server, () => new PortInUseError(smtpPort, 'smtp'), (s) => server.listen(smtpPort, HOST, s));
    bound = true;
    smtp = server;
  }

  async function closeSmtp(): Promise<void> {
    const server = smtp;
    if (!server) return;
    smtp = null;
    await new Promise<void>((done) => server.close(() => done()));
  }

  // Up and down requests are applied one after another, so concurrent calls cannot interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = (fn: () => Promise<void>): Promise<void> => {
    const run = queue.then(fn);
    queue = run.catch(() => undefined);
    return run;
  };

  async function readMessages(): Promise<StoredMessage[]> {
    const names = (await readdir(dir)).filter((name) => MESSAGE_FILE.test(name)).sort();
    const messages: StoredMessage[] = [];
    for (const name of names) {
      try {
        messages.push(JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredMessage);
      } catch (err) {
        // A concurrent DELETE may remove a file between readdir and readFile; anything else is worth a line.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') console.error(`mail-sink: skipping ${name}:`, err);
      }
    }
    return messages;
  }

  async function deleteMessages(): Promise<void> {
    const names = (await readdir(dir)).filter((name) => MESSAGE_FILE.test(name));
    await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', `http://${HOST}`).pathname;
    const route = `${req.method} ${path}`;
    if (route === 'GET /') {
      const page = renderInbox((await readMessages()).reverse());
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page);
    } else if (route === 'GET /api/messages') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(await readMessages()));
    } else if (route === 'DELETE /api/messages') {
      await deleteMessages();
      res.writeHead(204).end();
    } else if (route === 'POST /api/smtp/down') {
      await serial(closeSmtp);
      res.writeHead(204).end();
    } else if (route === 'POST /api/smtp/up') {
      await serial(openSmtp);
      res.writeHead(204).end();
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    }
  }

  const httpServer = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('mail-sink: request failed:', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error\n');
    });
  });

  await serial(openSmtp);
  try {
    await listen(httpServer, () => new PortInUseError(httpPort, 'http'), (s) => httpServer.listen(httpPort, HOST, s));
  } catch (err) {
    // Do not leave a half-started sink holding the SMTP port.
    await serial(closeSmtp);
    throw err;
  }

  return {
    smtpDown: () => serial(closeSmtp),
    smtpUp: () => serial(openSmtp),
    async stop() {
      await serial(closeSmtp);
      await new Promise<void>((done) => {
        httpServer.close(() => done());
        // Browsers keep the inbox page's connection alive; without this close() would wait for them.
        httpServer.closeAllConnections();
      });
    },
  };
}

/** Starts listening and settles once the socket is bound, turning EADDRINUSE into a PortInUseError. */
function listen(
  server: NetServer,
  inUse: () => Error,
  start: (onListening: () => void) => void,
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(err.code === 'EADDRINUSE' ? inUse() : err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolvePromise();
    };
    server.once('error', onError);
    start(onListening);
  });
}

type ParsedAddress = { address?: string; group?: { address: string }[] };

/** Flattens postal-mime addresses (mailboxes and groups) to bare address strings. */
function mailboxes(list: ParsedAddress[] | undefined): string[] {
  return (list ?? []).flatMap((entry) => (entry.group ? entry.group.map((m) => m.address) : entry.address ? [entry.address] : []));
}

function envelopeAddress(from: false | { address: string }): string | undefined {
  return from ? from.address : undefined;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function renderInbox(messages: StoredMessage[]): string {
  const items = messages.map((m) => {
    const date = new Date(m.receivedAt);
    const shown = Number.isNaN(date.getTime()) ? m.receivedAt : date.toLocaleString('pt-BR');
    // The HTML body is untrusted: an iframe with an empty sandbox runs no script and cannot reach this page.
    const body = m.html
      ? `<iframe sandbox="" srcdoc="${escapeHtml(m.html)}" title="${escapeHtml(m.subject || 'Corpo do e-mail')}"></iframe>`
      : `<pre>${escapeHtml(m.text)}</pre>`;
    return `<article>
  <h2>${escapeHtml(m.subject || '(sem assunto)')}</h2>
  <dl>
    <dt>De</dt><dd>${escapeHtml(m.from)}</dd>
    <dt>Para</dt><dd>${escapeHtml(m.to.join(', '))}</dd>
    <dt>Responder para</dt><dd>${escapeHtml(m.replyTo ?? '—')}</dd>
    <dt>Recebido em</dt><dd><time datetime="${escapeHtml(m.receivedAt)}">${escapeHtml(shown)}</time></dd>
  </dl>
  ${body}
</article>`;
  });
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Caixa de e-mails local</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin-bottom: 1.5rem; }
  h2 { margin-top: 0; font-size: 1.2rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 28rem; border: 1px solid #ddd; background: #fff; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 1rem; }
</style>
</head>
<body>
<h1>Caixa de e-mails local</h1>
${items.length ? items.join('\n') : '<p>Nenhum e-mail recebido ainda.</p>'}
</body>
</html>
`;
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number between 1 and 65535, got "${raw}".`);
    process.exit(1);
  }
  return port;
}

async function main(): Promise<void> {
  const repoRoot = resolve(import.meta.dirname, '..');
  const smtpPort = portFromEnv('MAIL_SMTP_PORT', 2525);
  const httpPort = portFromEnv('MAIL_HTTP_PORT', 8025);
  const dir = resolve(repoRoot, process.env.MAIL_DIR || '.data/mail');
  let sink: MailSink;
  try {
    sink = await startMailSink({ smtpPort, httpPort, dir });
  } catch (err) {
    if (err instanceof PortInUseError) {
      const variable = err.kind === 'smtp' ? 'MAIL_SMTP_PORT' : 'MAIL_HTTP_PORT';
      console.error(`Port ${err.port} is already in use: stop the other mail sink or set ${variable}.`);
      process.exit(1);
    }
    throw err;
  }
  console.log(`Mail sink: SMTP smtp://${HOST}:${smtpPort}, inbox http://${HOST}:${httpPort}/ (messages in ${dir})`);

  let stopping = false;
  const shutdown = () => {
    // A second Ctrl+C means "now", even if closing hangs.
    if (stopping) process.exit(1);
    stopping = true;
    sink.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error('mail-sink failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
