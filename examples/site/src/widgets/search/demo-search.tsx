import { useBus } from '@cxkit/headless/react';
import { Search } from '@cxkit/reference-ui/search';
import { useDemoText } from '../../demo-i18n';

/** The reference Search window on the simulator; its service is the page's (`DemoKnowledgeCenter`). */
export function DemoSearch() {
  return <Search />;
}

/** The page section of the knowledge search: what it does, and a button that opens it. */
export function SearchSection() {
  const text = useDemoText();
  const bus = useBus();
  return (
    <section className="demo-section" data-widget="search">
      <h3>{text('demo.search.name')}</h3>
      <p>{text('demo.search.description')}</p>
      <button type="button" className="demo-button" onClick={() => void bus.command('Search.open')}>
        {text('demo.search.open')}
      </button>
    </section>
  );
}
