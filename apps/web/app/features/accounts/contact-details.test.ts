import { describe, expect, it } from 'vitest';
import { isEmailChange, phoneNumberOf } from './contact-details.ts';

describe('isEmailChange', () => {
  it.each([
    ['erin@example.com', 'erin@example.com', false],
    ['erin@example.com', ' Erin@Example.com ', false],
    ['erin@example.com', 'erin@example.org', true],
    ['erin@example.com', '', true],
  ])('%s → %s: %s', (current, typed, expected) => {
    expect(isEmailChange(current, typed)).toBe(expected);
  });
});

describe('phoneNumberOf', () => {
  it('reads protectedData.phoneNumber, empty when missing or not text', () => {
    expect(phoneNumberOf({ phoneNumber: '+358 40 123' })).toBe('+358 40 123');
    expect(phoneNumberOf({})).toBe('');
    expect(phoneNumberOf({ phoneNumber: 358 })).toBe('');
  });
});
