import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { bodyError, readJsonBody, toBodyIssues } from './json-body';

const schema = z.object({ name: z.string(), tags: z.array(z.string()) });

describe('readJsonBody', () => {
  it('returns the parsed body and the validated value', () => {
    expect(readJsonBody('{"name":"a","tags":[],"extra":1}', schema)).toEqual({
      ok: true,
      body: { name: 'a', tags: [], extra: 1 },
      value: { name: 'a', tags: [] },
    });
  });

  it('refuses a body nested deeper than 32 levels before it reaches the schema', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const any = z.unknown();
    expect(readJsonBody(nested(32), any).ok).toBe(true);
    expect(readJsonBody(nested(33), any)).toEqual({
      ok: false,
      body: null,
      issues: [{ path: 'body', message: 'nests deeper than 32 levels' }],
    });
    expect(readJsonBody(`{"content":${nested(6000)}}`, any).ok).toBe(false);
  });

  it('refuses a missing or blank body', () => {
    for (const raw of [undefined, '', '  ']) {
      expect(readJsonBody(raw, schema)).toEqual({
        ok: false,
        body: null,
        issues: [{ path: 'body', message: 'A JSON body is required' }],
      });
    }
  });

  it('validates a missing body as {} when the body is optional', () => {
    const optional = z.object({ name: z.string().optional() });
    expect(readJsonBody(undefined, optional, { optional: true })).toEqual({
      ok: true,
      body: null,
      value: {},
    });
    expect(readJsonBody(' ', schema, { optional: true }).ok).toBe(false);
    expect(readJsonBody('{"name":"a"}', optional, { optional: true })).toMatchObject({
      ok: true,
      value: { name: 'a' },
    });
  });

  it('refuses text that is not JSON and keeps the raw text', () => {
    const result = readJsonBody('{oops', schema);
    expect(result.ok).toBe(false);
    expect(result.body).toBe('{oops');
    expect(!result.ok && result.issues[0]?.message).toMatch(/^Not valid JSON: /);
  });

  it('names nested bad fields with dotted paths', () => {
    const result = readJsonBody('{"name":3,"tags":["a",4]}', schema);
    expect(!result.ok && result.issues.map((issue) => issue.path)).toEqual(['name', 'tags.1']);
  });
});

describe('toBodyIssues', () => {
  it('names each unknown key of a strict object, nested ones with their parent', () => {
    const strict = z.strictObject({ a: z.strictObject({ b: z.string() }) });
    const result = strict.safeParse({ a: { b: 'x', c: 1 }, d: 2 });
    expect(!result.success && toBodyIssues(result.error.issues)).toEqual([
      { path: 'a.c', message: 'is not a known field' },
      { path: 'd', message: 'is not a known field' },
    ]);
  });

  it('uses the root name for issues about the whole value', () => {
    const result = z.string().safeParse(1);
    expect(!result.success && toBodyIssues(result.error.issues, 'query')).toEqual([
      { path: 'query', message: 'Invalid input: expected string, received number' },
    ]);
  });
});

describe('bodyError', () => {
  it('lists each bad field once and explains each issue', () => {
    expect(
      bodyError([
        { path: 'a', message: 'is required' },
        { path: 'a', message: 'again' },
        { path: 'b.c', message: 'must be a string' },
      ]),
    ).toEqual({
      error: 'Bad Request',
      message: 'Invalid request body: a: is required; a: again; b.c: must be a string',
      fields: ['a', 'b.c'],
      issues: [
        { path: 'a', message: 'is required' },
        { path: 'a', message: 'again' },
        { path: 'b.c', message: 'must be a string' },
      ],
    });
  });
});
