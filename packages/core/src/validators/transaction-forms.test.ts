import { describe, expect, it } from 'vitest';
import {
  DisputeFormSchema,
  InquiryFormSchema,
  ReviewFormSchema,
  SendMessageFormSchema,
} from './transaction-forms.ts';

describe('transaction forms', () => {
  it('require an inquiry message', () => {
    expect(InquiryFormSchema.safeParse({ message: '  ' }).error?.issues[0]?.message).toBe(
      'this field is required',
    );
    expect(InquiryFormSchema.parse({ message: ' Hi ' })).toEqual({ message: 'Hi' });
    expect(SendMessageFormSchema.safeParse({ message: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe(
      'must be 5000 characters or less',
    );
  });

  it('require a whole rating from 1 to 5 and review content', () => {
    for (const reviewRating of [1, 3, 5]) {
      expect(ReviewFormSchema.safeParse({ reviewRating, reviewContent: 'Great' }).success).toBe(true);
    }
    for (const reviewRating of [0, 6, 2.5, undefined]) {
      expect(
        ReviewFormSchema.safeParse({ reviewRating, reviewContent: 'Great' }).error?.issues[0]?.message,
      ).toBe('please give a rating from 1 to 5');
    }
    expect(ReviewFormSchema.safeParse({ reviewRating: 5, reviewContent: '' }).error?.issues[0]?.message).toBe(
      'this field is required',
    );
  });

  it('require a dispute reason', () => {
    expect(DisputeFormSchema.safeParse({ disputeReason: '' }).error?.issues[0]?.message).toBe(
      'this field is required',
    );
    expect(DisputeFormSchema.safeParse({ disputeReason: 'Broken' }).success).toBe(true);
  });
});
