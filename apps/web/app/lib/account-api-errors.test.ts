import { describe, expect, it } from 'vitest';
import { apiFieldErrors } from './account-api-errors.ts';

describe('apiFieldErrors', () => {
  it('maps API paths to inputs and drops the path from the title', () => {
    const errors = apiFieldErrors(
      {
        errors: [
          {
            status: 400,
            code: 'validation-invalid-value',
            title: 'protectedData.phoneNumber: please enter a valid phone number',
            source: { path: ['protectedData', 'phoneNumber'], type: 'body' },
          },
          {
            status: 400,
            code: 'validation-invalid-value',
            title: 'email: must be 254 characters or less',
            source: { path: ['email'], type: 'body' },
          },
          {
            status: 400,
            code: 'validation-invalid-value',
            title: 'email: a second problem',
            source: { path: ['email'], type: 'body' },
          },
          {
            status: 400,
            code: 'validation-invalid-value',
            title: 'somewhere else',
            source: { path: ['x'], type: 'body' },
          },
          { status: 400, code: 'bad-request', title: 'no path' },
        ],
      },
      (path) => ({ 'protectedData.phoneNumber': 'phoneNumber', email: 'email' })[path],
    );
    expect(errors).toEqual({
      phoneNumber: 'please enter a valid phone number',
      email: 'must be 254 characters or less',
    });
  });
});
