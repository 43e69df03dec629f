/**
 * A minimal layout for jsdom, which has none: the log is `height` px tall, its list and content are
 * as tall as the virtual list says, and `scrollTo` moves it and fires `scroll` as a browser does.
 */
export function installLogLayout(height = 400): () => void {
  const proto = HTMLElement.prototype;
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
    scrollHeight: Object.getOwnPropertyDescriptor(proto, 'scrollHeight'),
    offsetHeight: Object.getOwnPropertyDescriptor(proto, 'offsetHeight'),
  };
  const isLog = (element: HTMLElement) => element.dataset.part === 'log';
  const listHeight = (list: HTMLElement | null) => parseFloat(list?.style.height ?? '0') || 0;
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isLog(this) ? height : 0;
    },
  });
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!isLog(this)) return 0;
      return Math.max(listHeight(this.querySelector('[data-part="list"]')), height);
    },
  });
  Object.defineProperty(proto, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.part === 'list' ? listHeight(this) : 0;
    },
  });
  Object.defineProperty(proto, 'scrollTo', {
    configurable: true,
    writable: true,
    value(this: HTMLElement, options: ScrollToOptions) {
      const max = this.scrollHeight - this.clientHeight;
      this.scrollTop = Math.min(Math.max(options.top ?? this.scrollTop, 0), max);
      this.dispatchEvent(new Event('scroll'));
    },
  });
  return () => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
    }
    delete (proto as Partial<HTMLElement>).scrollTo;
  };
}
