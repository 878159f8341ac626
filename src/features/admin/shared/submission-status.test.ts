import { describe, expect, it } from 'vitest';
import { deliveryKey, statusKey } from './submission-status';

describe('lead status and delivery', () => {
  it("reads the function's verdict, and anything unknown as pending", () => {
    expect(['accepted', 'rejected', 'spam', 'new', undefined].map(statusKey)).toEqual(['accepted', 'rejected', 'spam', 'pending', 'pending']);
  });

  it('reads the delivery state, digest included, and none when nothing was tried', () => {
    expect([{ state: 'sent' }, { state: 'failed' }, { state: 'sending' }, { state: 'digest' }, {}, undefined, null].map(deliveryKey)).toEqual([
      'sent',
      'failed',
      'sending',
      'digest',
      'none',
      'none',
      'none',
    ]);
  });
});
