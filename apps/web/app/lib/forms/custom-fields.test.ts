import { describe, expect, it } from 'vitest';
import { customFieldInputName, customFieldInputOf } from './custom-fields.ts';

describe('custom field inputs', () => {
  it('are named fields.<key> on every form', () => {
    expect(customFieldInputName('experience')).toBe('fields.experience');
  });

  it('take the API errors of their key in any container, and only those', () => {
    expect(customFieldInputOf('publicData.experience')).toBe('fields.experience');
    expect(customFieldInputOf('privateData.newsletter')).toBe('fields.newsletter');
    expect(customFieldInputOf('metadata.level')).toBeUndefined();
    expect(customFieldInputOf('email')).toBeUndefined();
  });
});
