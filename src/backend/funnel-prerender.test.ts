import { expect, it, vi } from 'vitest';
import { funnelFor } from './funnel-recorder';

const { sent } = vi.hoisted(() => ({ sent: vi.fn() }));
vi.mock('./funnel-send', () => ({ sendFunnelDocs: sent }));

/* The prerender draws a briefing in Node: the recorder must do nothing there, and not throw. */
it('records nothing outside a browser', async () => {
  expect(typeof window).toBe('undefined');
  const funnel = funnelFor('contato');
  funnel.viewed();
  funnel.started();
  funnel.reachedStep('dados');
  funnel.failedSend(['email']);
  funnel.submitted();
  await new Promise((r) => setTimeout(r, 10));
  expect(sent).not.toHaveBeenCalled();
});
