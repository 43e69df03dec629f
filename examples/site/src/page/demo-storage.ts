/** Reads a choice the visitor made on the demo page earlier; `null` when none, or storage is blocked. */
export function readDemoChoice(key: string): string | null {
  try {
    return localStorage.getItem(`cxkit-demo.${key}`);
  } catch {
    return null;
  }
}

/** Remembers a choice for the next page load; with storage blocked it lasts for this page only. */
export function rememberDemoChoice(key: string, value: string): void {
  try {
    localStorage.setItem(`cxkit-demo.${key}`, value);
  } catch {
    // Storage blocked: nothing to keep it in.
  }
}
