import { describe, expect, it } from 'vitest';
import type { Service } from '../../../backend/services';
import { changedFlags, countActive } from './service-changes';

const service = (id: string, active: boolean): Service => ({ id, title: id, description: '', link: `/${id}`, slug: id, icon: 'Globe', active });
const stored = [service('a', true), service('b', false), service('c', true)];

describe('service changes', () => {
  it('keeps only the flags that differ from the stored ones', () => {
    expect(changedFlags(stored, {})).toEqual({});
    expect(changedFlags(stored, { a: true, b: true })).toEqual({ b: true });
    expect(changedFlags(stored, { a: false, c: true })).toEqual({ a: false });
  });

  it('counts the active and inactive services as they will be', () => {
    expect(countActive(stored, {})).toEqual({ active: 2, inactive: 1 });
    expect(countActive(stored, { b: true })).toEqual({ active: 3, inactive: 0 });
  });
});
