import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type DraftRefusal, draftTokenOf, type OpenDraftAnswer } from '../../domain/form-drafts';
import { draftLink } from './draft-link';

export type DraftLinkState = { state: 'none' } | { state: 'opening' } | { state: 'refused'; reason: DraftRefusal | 'failed' };
type Opened = Extract<OpenDraftAnswer, { ok: true }>;

/**
 * A briefing opened from its "Continuar depois" link (`#retomar=<token>`, issue 40): once the page is
 * live, asks the function for the saved answers and hands them to `onOpened`; the token leaves the
 * address bar at once (it stays in this browser's draft link, so a save from here updates the same
 * draft). A wrong or expired link is told, with the reason, and the page goes on as without it.
 */
export function useDraftLink(formId: string, enabled: boolean, onOpened: (opened: Opened) => void): { link: DraftLinkState; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const [link, setLink] = useState<DraftLinkState>(() => (draftTokenOf(location.hash) ? { state: 'opening' } : { state: 'none' }));
  useEffect(() => {
    if (!enabled) return;
    const token = draftTokenOf(location.hash);
    if (!token) return;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
    let live = true;
    setLink({ state: 'opening' });
    import('../../backend/callables')
      .then((m) => m.openDraft(token, formId))
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
