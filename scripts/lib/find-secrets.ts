import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What a leaked credential looks like: private keys, service-account files, mail and cloud API keys. */
export const SECRET_PATTERNS: { what: string; pattern: RegExp }[] = [
  { what: 'a private key', pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/ },
  { what: 'a service-account file', pattern: /"type"\s*:\s*"service_account"|"private_key_id"\s*:\s*"[0-9a-f]{20,}"/ },
  { what: 'an SMTP password', pattern: /\bSMTP_(?:PASSWORD|PASS)\s*[=:]\s*["']?(?!not-needed)[^\s"'$]{6,}/ },
  { what: 'a Brevo (Sendinblue) key', pattern: /\bxkeysib-[0-9a-f]{64}-[0-9A-Za-z]{16}\b/ },
  { what: 'a SendGrid key', pattern: /\bSG\.[\w-]{22}\.[\w-]{43}\b/ },
  { what: 'a Resend key', pattern: /\bre_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}\b/ },
  { what: 'a Mailgun key', pattern: /\bkey-[0-9a-f]{32}\b/ },
  { what: 'an AWS access key', pattern: /\bAKIA[0-9A-Z]{16}\b/ },
  { what: 'a Google OAuth client secret', pattern: /\bGOCSPX-[\w-]{28}\b/ },
];

export interface SecretHit {
  file: string;
  line: number;
  what: string;
}

/** Every line of the given files that looks like a credential. Binary files are skipped. */
export function findSecrets(root: string, files: string[]): SecretHit[] {
  const hits: SecretHit[] = [];
  for (const file of files) {
    let text: string;
    try {
      const buffer = readFileSync(join(root, file));
      if (buffer.includes(0)) continue;
      text = buffer.toString('utf8');
    } catch {
      continue;
    }
    text.split('\n').forEach((content, index) => {
      for (const { what, pattern } of SECRET_PATTERNS) if (pattern.test(content)) hits.push({ file, line: index + 1, what });
    });
  }
  return hits;
}

/** Every file under a folder (a build output), relative to `root`. */
export function filesUnder(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(root, path));
    }
  };
  walk(join(root, folder));
  return out;
}
