import { resolve } from 'node:path';
import { startMailSink } from '../../scripts/mail-sink';
import { FUNCTION_SUITE } from '../../scripts/lib/local-function-params';
import { seed } from '../../scripts/seed';

/**
 * The function suite's own SMTP sink, so it can run beside the browser suite, which clears and takes
 * down its own; and its project seeded as the site's is (the company e-mail, an owner).
 */
export default async function setup(): Promise<() => Promise<void>> {
  await seed(FUNCTION_SUITE.project);
  const sink = await startMailSink({
    smtpPort: FUNCTION_SUITE.smtpPort,
    httpPort: FUNCTION_SUITE.mailHttpPort,
    dir: resolve(import.meta.dirname, '../../.data/test-mail-functions'),
  });
  return () => sink.stop();
}
