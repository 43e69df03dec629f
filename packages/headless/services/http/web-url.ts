/** The URL an http(s) address names, or `undefined` for anything else (relative, malformed, `javascript:`...). */
export function parseWebUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a text is an absolute http(s) URL. */
export function isWebUrl(value: string): boolean {
  return parseWebUrl(value) !== undefined;
}
