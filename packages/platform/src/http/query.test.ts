import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { parseParams } from './parse-params.ts';
import { apiQuerySchema } from './query.ts';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('apiQuerySchema', () => {
  const schema = apiQuerySchema({ id: z.string().optional() }, { include: ['profileImage'] });

  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'])(
    'refuses the inherited property name %s as a parameter',
    (key) => {
      const query = JSON.parse(`{"${key}": "1"}`) as Record<string, unknown>;
      const error = refusal(() => parseParams(schema, query, 'query'));
      expect(error.details.map((d) => [d.code, d.source?.path])).toEqual([
        ['validation-disallowed-key', [key]],
      ]);
    },
  );

  it('refuses include paths the endpoint does not have, naming each', () => {
    const error = refusal(() => parseParams(schema, { include: 'profileImage,nope,author' }, 'query'));
    expect(error.details.map((d) => [d.code, d.title])).toEqual([
      ['validation-invalid-params', 'Unknown include: nope'],
      ['validation-invalid-params', 'Unknown include: author'],
    ]);
  });

  it('refuses bad imageVariant definitions before any route runs', () => {
    const error = refusal(() => parseParams(schema, { 'imageVariant.big': 'w:5000;h:1;fit:crop' }, 'query'));
    expect(error.details[0]?.source).toEqual({ path: ['imageVariant.big'], type: 'query' });
  });

  it('accepts known includes, fields, limits and good variants', () => {
    const parsed = parseParams(
      schema,
      {
        include: 'profileImage',
        'fields.image': 'variants.x',
        'imageVariant.x': 'w:10;h:10;fit:crop',
        id: 'a',
      },
      'query',
    );
    expect(parsed.include).toEqual(['profileImage']);
  });
});
