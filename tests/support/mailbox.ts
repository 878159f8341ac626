/** Reads the local SMTP sink that the function sends to (scripts/mail-sink.ts). */
const MAIL_API = `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? 8025}/api`;

export interface Mail {
  subject: string;
  from: string;
  to: string[];
  replyTo: string | null;
  text: string;
  html: string;
  /** Attached files, their content as UTF-8 text (absent in messages stored before the sink kept them). */
  attachments?: { filename: string | null; mimeType: string; content: string }[];
}

export async function listMail(): Promise<Mail[]> {
  const response = await fetch(`${MAIL_API}/messages`);
  return (await response.json()) as Mail[];
}

export async function clearMail(): Promise<void> {
  await fetch(`${MAIL_API}/messages`, { method: 'DELETE' });
}

export async function smtp(state: 'up' | 'down'): Promise<void> {
  await fetch(`${MAIL_API}/smtp/${state}`, { method: 'POST' });
}

/** Polls until `predicate` holds for the mailbox, or fails after `timeoutMs`. */
export async function waitForMail(predicate: (mail: Mail[]) => boolean, timeoutMs = 30_000): Promise<Mail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = await listMail();
    if (predicate(mail)) return mail;
    if (Date.now() > until) throw new Error(`mailbox never matched; it holds ${mail.length} message(s)`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
