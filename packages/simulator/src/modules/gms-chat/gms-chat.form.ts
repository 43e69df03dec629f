import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxBodyDepth, tooDeep } from '../../http/json-body';

/** One value of a form field, files included. */
export type FormEntryValue = string | File;

/** A form body as sent: its fields in order, repeated names kept. */
export type FormEntries = readonly (readonly [string, FormEntryValue])[];

/** A value after bracket names were nested (`userData[Key]` → `{ userData: { Key } }`). */
export type FormValue = string | File | FormObject;

/** Fields nested by their bracket names. */
export interface FormObject {
  /** A field or a nested group of fields. */
  [name: string]: FormValue;
}

/** Thrown for a body that cannot be read as a form; answered with HTTP 400. */
export class FormBodyError extends Error {
  /** HTTP status Fastify answers with. */
  readonly statusCode = 400;
  override name = 'FormBodyError';
}

// `a[b][c]` → ['a', 'b', 'c']; a name without brackets is one segment.
function segmentsOf(name: string): string[] {
  const open = name.indexOf('[');
  if (open <= 0 || !name.endsWith(']')) return [name];
  return [name.slice(0, open), ...name.slice(open + 1, -1).split('][')];
}

/**
 * An empty group of fields without a prototype, so that a visitor's `__proto__` field is a field
 * like any other instead of a change to every object of the server.
 */
export function emptyFormObject(): FormObject {
  return Object.create(null) as FormObject;
}

/** Nests bracket-named fields (jQuery's serialisation); `[]` appends, a later value replaces an earlier one. */
export function nestFormEntries(entries: FormEntries): FormObject {
  const root = emptyFormObject();
  for (const [name, value] of entries) {
    const segments = segmentsOf(name);
    if (segments.length > maxBodyDepth) throw new FormBodyError(`Field ${segments[0]} ${tooDeep}`);
    let node = root;
    segments.forEach((segment, position) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (position === segments.length - 1) {
        node[key] = value;
        return;
      }
      const child = node[key];
      if (typeof child === 'object' && !(child instanceof File)) {
        node = child;
      } else {
        const created = emptyFormObject();
        node[key] = created;
        node = created;
      }
    });
  }
  return root;
}

/** A nested group as string data: nested groups become JSON text, files are left out. */
export function toStringRecord(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === 'string' || value instanceof File) return {};
  // fromEntries defines each key, `__proto__` included, as a field of its own.
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]): [string, string][] =>
      typeof item === 'string'
        ? [[key, item]]
        : item instanceof File
          ? []
          : [[key, JSON.stringify(item)]],
    ),
  );
}

async function readMultipart(request: FastifyRequest, body: Buffer): Promise<FormEntries> {
  try {
    const form = await new Request('http://simulator.invalid/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
    return [...form.entries()];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FormBodyError(`Malformed multipart body: ${reason}`);
  }
}

/**
 * Makes every body in this (encapsulated) Fastify context arrive as {@link FormEntries}:
 * multipart through the Fetch API's `formData()`, anything else read as URL-encoded text.
 */
export function acceptFormBodies(app: FastifyInstance, multipartLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: multipartLimit },
    async (request: FastifyRequest, body: Buffer) => readMultipart(request, body),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, [...new URLSearchParams(String(body))]);
  });
}
