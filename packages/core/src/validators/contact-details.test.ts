import { describe, expect, it } from 'vitest';
import { ChangeEmailCommandSchema, contactDetailsFormSchema, PhoneNumberSchema } from './contact-details.ts';

const current = { email: 'ada@example.com', phoneNumber: '+358 40 123 4567' };
const issues = (input: unknown) =>
  contactDetailsFormSchema(current)
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('contactDetailsFormSchema', () => {
  it('requires email and phone', () => {
    expect(issues({ email: '', phoneNumber: '' })).toEqual([
      ['email', 'this field is required'],
      ['phoneNumber', 'this field is required'],
    ]);
  });

  it('needs the current password when the email changes', () => {
    expect(issues({ email: 'new@example.com', phoneNumber: current.phoneNumber })).toEqual([
      ['currentPassword', 'please enter your current password to change your email'],
    ]);
    expect(
      issues({ email: 'new@example.com', phoneNumber: current.phoneNumber, currentPassword: 'secret' }),
    ).toBeUndefined();
  });

  it('does not need the password for a phone change or a change of email case', () => {
    expect(issues({ email: current.email, phoneNumber: '040 765 4321' })).toBeUndefined();
    expect(issues({ email: 'ADA@example.com', phoneNumber: current.phoneNumber })).toBeUndefined();
  });
});

describe('PhoneNumberSchema', () => {
  it('accepts typed phone numbers and refuses letters', () => {
    expect(PhoneNumberSchema.parse(' +1 (555) 123-4567 ')).toBe('+1 (555) 123-4567');
    expect(PhoneNumberSchema.safeParse('call me').error?.issues[0]?.message).toBe(
      'please enter a valid phone number',
    );
  });
});

describe('ChangeEmailCommandSchema', () => {
  it('needs the new email and the current password', () => {
    expect(ChangeEmailCommandSchema.safeParse({ email: 'a@b.co', currentPassword: 'x' }).success).toBe(true);
    expect(ChangeEmailCommandSchema.safeParse({ email: 'a@b.co', currentPassword: '' }).success).toBe(false);
    expect(ChangeEmailCommandSchema.safeParse({ email: 'nope', currentPassword: 'x' }).success).toBe(false);
  });
});
