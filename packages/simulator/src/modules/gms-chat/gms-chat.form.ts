import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/** Nests bracket-named fields (jQuery's serialisation); `[]` appends, a later value replaces an earlier one. */
export function nestFormEntries(entries: FormEntries): FormObject {
  const root: FormObject = {};
  for (const [name, value] of entries) {
    const segments = segmentsOf(name);
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
        const created: FormObject = {};
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
  const record: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') record[key] = item;
    else if (!(item instanceof File)) record[key] = JSON.stringify(item);
  }
  return record;
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
