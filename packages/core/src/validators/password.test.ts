import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import {
  isPasswordResetLinkComplete,
  PasswordChangeFormSchema,
  PasswordRecoveryFormSchema,
  PasswordResetCommandSchema,
  PasswordResetFormSchema,
} from './password.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe('PasswordChangeFormSchema', () => {
  it('requires both passwords', () => {
    expect(messages(PasswordChangeFormSchema.safeParse({ currentPassword: '', newPassword: '' }))).toEqual([
      'this field is required',
      'this field is required',
    ]);
  });

  it('bounds the new password length', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(
      messages(PasswordChangeFormSchema.safeParse({ currentPassword: 'a', newPassword: short })),
    ).toEqual([`password must be at least ${PASSWORD_MIN_LENGTH} characters`]);
    expect(PasswordChangeFormSchema.safeParse({ currentPassword: 'a', newPassword: long }).success).toBe(
      false,
    );
    expect(
      PasswordChangeFormSchema.safeParse({ currentPassword: 'a', newPassword: 'long enough' }).success,
    ).toBe(true);
  });
});

describe('password recovery and reset', () => {
  it('recovery needs a valid email', () => {
    expect(messages(PasswordRecoveryFormSchema.safeParse({ email: '' }))).toEqual(['this field is required']);
    expect(messages(PasswordRecoveryFormSchema.safeParse({ email: 'x' }))).toEqual([
      'please enter a valid email address',
    ]);
  });

  it('reset needs email, token and a new password within bounds', () => {
    const valid = { email: 'a@b.co', passwordResetToken: 'tok', newPassword: 'long enough' };
    expect(PasswordResetCommandSchema.safeParse(valid).success).toBe(true);
    expect(messages(PasswordResetCommandSchema.safeParse({ ...valid, passwordResetToken: ' ' }))).toEqual([
      'this field is required',
    ]);
    expect(PasswordResetCommandSchema.safeParse({ ...valid, newPassword: 'short' }).success).toBe(false);
    expect(PasswordResetCommandSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(messages(PasswordResetFormSchema.safeParse({ newPassword: '' }))).toEqual([
      'this field is required',
    ]);
  });

  it('knows a broken reset link', () => {
    expect(isPasswordResetLinkComplete({ email: 'a@b.co', token: 't' })).toBe(true);
    expect(isPasswordResetLinkComplete({ email: 'a@b.co', token: null })).toBe(false);
    expect(isPasswordResetLinkComplete({})).toBe(false);
  });
});
