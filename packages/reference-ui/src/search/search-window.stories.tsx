import {
  SearchProvider,
  useSearch,
  type SearchProviderProps,
  type UseSearchReturn,
} from '@cxkit/headless/react/search';
import { DockProvider } from '@cxkit/headless/react/dock';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { SearchButton } from './search-button';
import { SearchWindow } from './search-window';
import { pendingKnowledge, storyKnowledge } from './search.fixtures';

export default { title: 'Search / Window' } satisfies StoryDefault;

type Open = NonNullable<Parameters<UseSearchReturn['open']>[0]>;

/** Opens it on mount, then runs the story's steps, each once the window is where it waits for. */
function Arrange({
  open,
  steps = [],
}: {
  open?: Open;
  steps?: ((api: UseSearchReturn) => boolean)[];
}) {
  const api = useSearch();
  const opened = useRef(false);
  const done = useRef(0);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      api.open(open);
      return;
    }
    const step = steps[done.current];
    if (step && step(api)) done.current += 1;
  });
  return null;
}

interface FrameProps extends Omit<SearchProviderProps, 'children'> {
  /** How the window opens. */
  open?: Open;
  /** The story's steps: each returns true once it acted. */
  steps?: ((api: UseSearchReturn) => boolean)[];
  /** Full screen. */
  mobile?: boolean;
  /** Shows the side button. */
  button?: boolean;
}

/** The window on the stories' knowledge centre. */
function Frame({ open, steps, mobile, button, knowledge, ...props }: FrameProps) {
  return (
    <SearchProvider knowledge={knowledge ?? storyKnowledge()} {...props}>
      {!button && <Arrange open={open} steps={steps} />}
      {button && <SearchButton />}
      <SearchWindow mobile={mobile} />
    </SearchProvider>
  );
}

const ask = (query: string) => ({ prefill: { query } });
const document = (documentId: string) => ({
  prefill: { document: { documentId, knowledgeBaseId: 'kb1' } },
});
const shown = (api: UseSearchReturn) => api.step === 'document' && api.document !== undefined;

export const Trending: Story = () => <Frame />;

export const Suggestions: Story = () => (
  <Frame
    steps={[
      (api) => {
        if (!api.question) return false;
        api.setValue('pay');
        return true;
      },
    ]}
  />
);

export const Searching: Story = () => (
  <Frame knowledge={storyKnowledge({ search: pendingKnowledge.never })} open={ask('pay')} />
);

export const Results: Story = () => <Frame open={ask('pay')} />;

export const NoResults: Story = () => <Frame open={ask('teleport')} />;

export const PresetWithoutSearchBar: Story = () => (
  <Frame open={{ prefill: { query: 'pay', hideSearchBar: true, windowTitle: 'Billing help' } }} />
);

export const DocumentLoading: Story = () => (
  <Frame
    knowledge={storyKnowledge({ getFullContent: pendingKnowledge.never })}
    open={document('pay my bill')}
  />
);

export const Document: Story = () => <Frame open={document('pay my bill')} />;

export const DocumentVoteOnly: Story = () => <Frame open={document('change my address')} />;

export const DocumentNoFeedback: Story = () => <Frame open={document('close my account')} />;

export const Voted: Story = () => (
  <Frame
    open={document('pay my bill')}
    steps={[
      (api) => {
        if (!shown(api)) return false;
        api.vote(true);
        return true;
      },
    ]}
  />
);

export const Rated: Story = () => (
  <Frame
    open={document('pay my bill')}
    steps={[
      (api) => {
        if (!shown(api)) return false;
        api.setRating(4);
        api.setComment('Clear and short');
        return true;
      },
      (api) => {
        if (api.rating !== 4) return false;
        api.submitRating();
        return true;
      },
    ]}
  />
);

export const FeedbackFailed: Story = () => (
  <Frame
    knowledge={storyKnowledge({ vote: async () => Promise.reject(new Error('503')) })}
    open={document('pay my bill')}
    steps={[
      (api) => {
        if (!shown(api)) return false;
        api.vote(false);
        return true;
      },
    ]}
  />
);

export const ServerError: Story = () => (
  <Frame
    knowledge={storyKnowledge({ getTrending: async () => Promise.reject(new Error('503')) })}
  />
);

export const SideButton: Story = () => (
  <DockProvider sideButtonDelay={0}>
    <Frame button options={{ SearchButton: { enabled: true, openDelay: 0 } }} />
  </DockProvider>
);

export const Minimized: Story = () => <Frame open={{ minimized: true }} />;

export const Mobile: Story = () => <Frame mobile open={ask('pay')} />;
Mobile.meta = { mobile: true };
