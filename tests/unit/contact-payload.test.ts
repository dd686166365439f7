import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH, toContactPayload } from '../../src/lib/contact-payload';

describe('toContactPayload', () => {
  it('sends the typed last name as `name` and the first name as `firstname`, never an empty `name` for a typed one', () => {
    const payload = toContactPayload({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      message: 'Hello',
    });
    expect(payload).toEqual({ name: 'Lovelace', firstname: 'Ada', email: 'ada@example.org', message: 'Hello' });
    expect(Object.keys(payload)).toEqual(['name', 'firstname', 'email', 'message']);
  });

  it('trims stray spaces and keeps the optional names empty when left out', () => {
    expect(
      toContactPayload({
        firstName: '  ',
        lastName: '',
        email: ' ada@example.org ',
        message: '\n Line one\nLine two \n',
      }),
    ).toEqual({
      name: '',
      firstname: '',
      email: 'ada@example.org',
      message: 'Line one\nLine two',
    });
  });
});

describe('FIELD_MAX_LENGTH', () => {
  it('allows the longest valid e-mail address and a long message', () => {
    expect(FIELD_MAX_LENGTH.email).toBe(254);
    expect(FIELD_MAX_LENGTH.message).toBeGreaterThanOrEqual(2000);
  });
});
