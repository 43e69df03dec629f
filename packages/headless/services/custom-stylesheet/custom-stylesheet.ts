/** What {@link applyCustomStylesheet} needs of the page: a document with a head. */
export type StylesheetDocument = Pick<Document, 'getElementById' | 'head' | 'defaultView'>;

/** Options of {@link applyCustomStylesheet}. */
export interface CustomStylesheetOptions {
  /** The page. @default the browser's document; nothing to do without one */
  document?: StylesheetDocument;
  /** Where a missing element is reported. @default console */
  logger?: Pick<Console, 'warn'>;
}

const isStylesheet = (node: Node): boolean =>
  node.nodeName === 'STYLE' ||
  (node.nodeName === 'LINK' && (node as HTMLLinkElement).rel === 'stylesheet');

/**
 * Applies the site's own stylesheet (`customStylesheetID`, spec 1 application config): the `<style>`
 * or `<link>` with that id is moved to the end of the page's head, after the widgets' styles, and
 * kept there when a widget's lazily loaded styles arrive later, so the site's rules win at equal
 * specificity. Returns the function that stops keeping it last; a missing element is reported.
 */
export function applyCustomStylesheet(
  id: string,
  options: CustomStylesheetOptions = {},
): () => void {
  const page = options.document ?? (typeof document === 'undefined' ? undefined : document);
  if (!page?.head) return () => undefined;
  const sheet = page.getElementById(id);
  if (!sheet || !isStylesheet(sheet)) {
    (options.logger ?? console).warn(
      `[cxkit] customStylesheetID '${id}' names no <style> or stylesheet <link> on the page`,
    );
    return () => undefined;
  }
  const head = page.head;
  const keepLast = () => {
    if (head.lastElementChild !== sheet) head.appendChild(sheet);
  };
  keepLast();
  const Observer = page.defaultView?.MutationObserver;
  if (!Observer) return () => undefined;
  const observer = new Observer((records) => {
    const styled = records.some((record) => [...record.addedNodes].some(isStylesheet));
    if (styled) keepLast();
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}
