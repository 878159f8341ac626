import { afterEach, describe, expect, it } from 'vitest';
import { markStaffPhase } from './staff-phases';

const marks = (name: string) => performance.getEntriesByName(name, 'mark');

describe('markStaffPhase', () => {
  afterEach(() => performance.clearMarks('staff:rows'));

  it("marks a phase once per page load, at its first moment: the bench reads a cold load's phases", () => {
    markStaffPhase('rows');
    const first = marks('staff:rows');
    markStaffPhase('rows');

    expect(first).toHaveLength(1);
    expect(marks('staff:rows')).toEqual(first);
  });
});
