import { chatSessionSetup } from './chat-session.setup';

/**
 * Actions that record what the widget around the chat did (spec 2, section 3 "Chat metadata"): the
 * chat cannot see its window open or close, so the UI reports it.
 */
export const metadataActions = {
  markOpened: chatSessionSetup.assign(({ context }) => ({
    metadata: { ...context.metadata, opened: context.now(), closed: undefined },
  })),
  markClosed: chatSessionSetup.assign(({ context }) => ({
    metadata: { ...context.metadata, closed: context.now() },
  })),
  markCancelled: chatSessionSetup.assign(({ context }) => ({
    metadata: { ...context.metadata, cancelled: context.now() },
  })),
  markCoBrowseStarted: chatSessionSetup.assign(({ context }) => ({
    metadata: { ...context.metadata, coBrowseInitiated: true },
  })),
};
