import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { REGISTERED_WIDGETS, WIDGETS_BY_TYPE } from './known-widgets';

// The lists forms:check trusts must be exactly what RJSF resolves, or the check and the page disagree.
describe('known widgets', () => {
  const widgets = getDefaultRegistry().widgets;

  it.each(Object.entries(WIDGETS_BY_TYPE))('every %s widget name resolves', (type, names) => {
    for (const name of names) expect(() => getWidget({ type } as RJSFSchema, name, widgets)).not.toThrow();
  });

  it('lists the registry keys RJSF has', () => {
    expect([...REGISTERED_WIDGETS].sort()).toEqual(Object.keys(widgets).sort());
  });

  it('does not accept a misspelt name', () => {
    expect(() => getWidget({ type: 'string' }, 'radoi', widgets)).toThrow();
  });
});
