/**
 * A random version 4 UUID from `crypto.getRandomValues`. Not `crypto.randomUUID`: browsers give
 * that only to secure contexts (HTTPS and localhost), and a site served over plain HTTP has none.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(31));
  let at = 0;
  // Each x is a random hex digit; y holds the variant (8, 9, a or b), and the 4 is the version.
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (digit) =>
    (digit === 'x' ? bytes[at++]! & 15 : (bytes[at++]! & 3) | 8).toString(16),
  );
}
