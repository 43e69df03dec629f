/** A value of a form field; objects and arrays are sent in brackets (`userData[key]=value`). */
export type FormParamValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly FormParamValue[]
  | { readonly [key: string]: FormParamValue };

function isPlainObject(value: unknown): value is Record<string, FormParamValue> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

function scalar(value: FormParamValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Encodes fields as jQuery's `$.param` does: in key order, nested objects in brackets
 * (`userData[k]=v`), arrays as `k[]=v` (`k[i][...]` for objects in them), `null` and `undefined` empty,
 * booleans as `true`/`false`; a `Date` as its ISO time. Shared by the services that post forms
 * (callback v1 and v3, click-to-call).
 */
export function encodeParams(fields: Record<string, FormParamValue>): URLSearchParams {
  const params = new URLSearchParams();
  const build = (prefix: string, value: FormParamValue) => {
    if (Array.isArray(value)) {
      (value as readonly FormParamValue[]).forEach((item, index) => {
        if (prefix.endsWith('[]')) params.append(prefix, scalar(item));
        else build(`${prefix}[${typeof item === 'object' && item !== null ? index : ''}]`, item);
      });
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) build(`${prefix}[${key}]`, item);
    } else {
      params.append(prefix, scalar(value as Exclude<FormParamValue, readonly unknown[]>));
    }
  };
  for (const [key, value] of Object.entries(fields)) build(key, value);
  return params;
}
