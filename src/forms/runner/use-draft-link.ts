import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DRAFT_STOP_KEY, type DraftRefusal, draftTokenOf, type OpenDraftAnswer } from '../../domain/form-drafts';
import { draftLink } from './draft-link';

export type DraftLinkState = { state: 'none' } | { state: 'opening' } | { state: 'stopped' } | { state: 'refused'; reason: DraftRefusal | 'failed' };
type Opened = Extract<OpenDraftAnswer, { ok: true }>;

/**
 * A briefing opened from its "Continuar depois" link (`#retomar=<token>`, issue 40), or from the e-mails'
 * "não quero mais lembretes" (`#sem-lembretes=<token>`, done at once and said): once the page is
 * live, asks the function for the saved answers and hands them to `onOpened`; the token leaves the
 * address bar at once (it stays in this browser's draft link, so a save from here updates the same
 * draft). A wrong or expired link is told, with the reason, and the page goes on as without it.
 */
export function useDraftLink(formId: string, enabled: boolean, onOpened: (opened: Opened) => void): { link: DraftLinkState; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  // 'none' at first whatever the address says: a prerendered briefing is adopted as its HTML was drawn.
  const [link, setLink] = useState<DraftLinkState>({ state: 'none' });
  useEffect(() => {
    if (!enabled) return;
    const token = draftTokenOf(location.hash);
    const stop = draftTokenOf(location.hash, DRAFT_STOP_KEY);
    if (!token && !stop) return;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
    let live = true;
    // The calls and the words of what they answer load only for a page opened from a link.
    const loaded = Promise.all([import('../../backend/callables'), import('./draft-strings')]).then(([calls]) => calls);
    if (stop) {
      // The e-mails' "não quero mais lembretes": done at once, said, and the page goes on as it is.
      loaded
        .then((m) => m.stopDraftReminders(stop))
        .then(
          (answer) => live && setLink(answer.ok ? { state: 'stopped' } : { state: 'refused', reason: answer.reason }),
          (error: unknown) => {
            console.warn('The reminder could not be turned off.', error);
            if (live) setLink({ state: 'refused', reason: 'failed' });
          },
        );
      return () => {
        live = false;
      };
    }
    if (!token) return;
    loaded
      .then((m) => {
        if (live) setLink({ state: 'opening' });
        return m.openDraft(token, formId);
      })
      .then(
        (answer) => {
          if (!live) return;
          if (!answer.ok) return setLink({ state: 'refused', reason: answer.reason });
          draftLink.save(formId, token);
          onOpened(answer);
          setLink({ state: 'none' });
        },
        (error: unknown) => {
          console.warn('The saved briefing could not be opened.', error);
          if (live) setLink({ state: 'refused', reason: 'failed' });
        },
      );
    return () => {
      live = false;
    };
    // Once per page: the token is read and dropped from the address on the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, formId]);
  return { link, dismiss: () => setLink({ state: 'none' }) };
}
