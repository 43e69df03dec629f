import { mergeProps } from '@cxkit/headless/react';
import { useDockView } from '@cxkit/headless/react/dock';
import { useSearch } from '@cxkit/headless/react/search';
import { useEffect, type ComponentPropsWithRef, type CSSProperties } from 'react';
import { sideButtonAnatomy } from '../chat/chat-button/chat-button.anatomy';
import { SideButtonGroup } from '../chat/chat-button/side-button-group';
import { useAreaTranslate } from '../chat/texts/use-area-translate';
import { searchWindowTexts } from './search-window.texts';

/** Props of {@link SearchButton}; other props go to its `<button>`. */
export type SearchButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'>;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The magnifier of the knowledge centre's channel (spec 3: the Search icon). */
function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15 15 5.5 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The side button itself: registered with the dock while mounted, shown after `openDelay`. */
function SearchSideButton(props: SearchButtonProps) {
  const api = useSearch();
  const t = useAreaTranslate(searchWindowTexts);
  const label = t('knowledgecenter.searchButton');
  const button = useDockView({ plugin: api.name, viewType: 'sideButton', content: label });
  const { openDelay, effect, effectDuration } = api.button;
  const { show } = button;
  // The dock shows side buttons after its own delay; `SearchButton.openDelay` may ask for less.
  useEffect(() => {
    const timer = setTimeout(show, openDelay);
    return () => clearTimeout(timer);
  }, [show, openDelay]);
  const style = { '--cx-side-button-effect-duration': `${effectDuration}ms` } as CSSProperties;
  return (
    <button
      {...button.getViewProps(
        mergeProps(
          {
            ...sideButtonAnatomy.root.attrs,
            'data-effect': reducedMotion() ? 'none' : effect,
            type: 'button' as const,
            style,
            onClick: () => api.open(),
          },
          props,
        ),
      )}
      // Kept mounted while the window shows, so that the focus can come back to it.
      hidden={api.window === 'closed' ? undefined : true}
    >
      <span {...sideButtonAnatomy.icon.attrs}>
        <SearchIcon />
      </span>
      <span {...sideButtonAnatomy.label.attrs}>{label}</span>
    </button>
  );
}

/**
 * The optional side 'Search' button (`knowledgecenter.search.SearchButton`: disabled by default,
 * 1000 ms, fade, 300 ms): shown while enabled (`Search.showSearchButton`, `hideSearchButton`),
 * it opens the window.
 */
export function SearchButton(props: SearchButtonProps) {
  const api = useSearch();
  const t = useAreaTranslate(searchWindowTexts);
  if (!api.isButtonShown) return null;
  return (
    <SideButtonGroup aria-label={t('knowledgecenter.buttonGroup')} data-widget="search">
      <SearchSideButton {...props} />
    </SideButtonGroup>
  );
}
