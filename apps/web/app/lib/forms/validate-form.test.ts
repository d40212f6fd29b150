import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formValues, schemaForm, validateForm } from './validate-form.ts';

const Schema = z.object({
  email: z.string().min(1, 'this field is required'),
  terms: z.literal(true, 'accept the terms'),
  fields: z.object({ age: z.number('a number, please') }),
});

describe('validateForm', () => {
  it('names errors by input, custom fields by `fields.<key>`, first message wins', () => {
    expect(validateForm(Schema, { email: '', terms: false, fields: { age: 'x' } })).toEqual({
      ok: false,
      errors: {
        email: 'this field is required',
        terms: 'accept the terms',
        'fields.age': 'a number, please',
      },
    });
  });

  it('returns the parsed data', () => {
    const values = { email: 'a@b.c', terms: true, fields: { age: 3 } };
    expect(validateForm(Schema, values)).toEqual({ ok: true, data: values });
  });
});

describe('schemaForm', () => {
  it('reads the named inputs and checkboxes of a submitted form', () => {
    const form = new FormData();
    form.set('email', 'a@b.c');
    form.set('terms', 'on');
    expect(formValues(form, ['email', 'missing'], ['terms'])).toEqual({
      email: 'a@b.c',
      missing: undefined,
      terms: true,
    });
    const parse = schemaForm(z.object({ email: z.string() }), ['email']);
    expect(parse(form)).toEqual({ ok: true, data: { email: 'a@b.c' } });
  });
});
