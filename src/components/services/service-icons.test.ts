import { Film, Globe, MessageSquare, Video } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { serviceIcon } from './service-icons';

describe('service icons', () => {
  it('maps the known names, the carousel ones included', () => {
    expect(serviceIcon('Video')).toBe(Video);
    expect(serviceIcon('MessageSquare')).toBe(MessageSquare);
    expect(serviceIcon('Film')).toBe(Film);
  });

  it('falls back to Globe for an unknown or inherited name', () => {
    expect(serviceIcon('Rocket')).toBe(Globe);
    expect(serviceIcon('toString')).toBe(Globe);
  });
});
