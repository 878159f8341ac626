import { describe, expect, it } from 'vitest';
import { interestState, interestsToSend, toggleInterest } from './newsletter-interests';
import { validateNewsletter } from './newsletter-validation';

describe('the newsletter interests', () => {
  it("choosing 'todos' keeps it alone and shows every service checked and disabled", () => {
    const chosen = toggleInterest(['clone-digital', 'clonagem-voz'], 'todos', true);
    expect(chosen).toEqual(['todos']);
    expect(interestState(chosen, 'clone-digital')).toEqual({ checked: true, disabled: true });
    expect(interestState(chosen, 'todos')).toEqual({ checked: true, disabled: false });
  });

  it("unchecking 'todos' clears the list", () => {
    expect(toggleInterest(['todos'], 'todos', false)).toEqual([]);
  });

  it("choosing a service removes 'todos' and keeps the options' order", () => {
    expect(toggleInterest(['todos'], 'clonagem-voz', true)).toEqual(['clonagem-voz']);
    expect(toggleInterest(['clonagem-voz'], 'videos-cinematograficos', true)).toEqual(['videos-cinematograficos', 'clonagem-voz']);
    expect(toggleInterest(['videos-cinematograficos', 'clonagem-voz'], 'clonagem-voz', false)).toEqual(['videos-cinematograficos']);
  });

  it("sends ['todos'] when nothing is chosen", () => {
    expect(interestsToSend([])).toEqual(['todos']);
    expect(interestsToSend(['clone-digital'])).toEqual(['clone-digital']);
  });
});

describe('the newsletter validation', () => {
  it('asks for at least one contact', () => {
    expect(validateNewsletter('', '')).toEqual({ contact: 'contactRequired' });
    expect(validateNewsletter('', '(11) 98888-7777')).toEqual({});
    expect(validateNewsletter('ana@example.com', '')).toEqual({});
  });

  it('rejects a malformed e-mail', () => {
    expect(validateNewsletter('ana@example', '')).toEqual({ email: 'emailInvalid' });
    expect(validateNewsletter('ana example.com', '11 9999')).toEqual({ email: 'emailInvalid' });
  });
});
