import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connect,
  selectChatWidgetView,
  type ChatWidgetApi,
  type ChatWidgetView,
} from '../machines/chat-widget/chat-widget.connect';
import type { ChatWidgetMachine } from '../machines/chat-widget/chat-widget.machine';
import { ChatWidgetContext } from './chat-widget-context';
import { sameFields } from './same-fields';

/** What {@link useChatWidget} returns: the widget api plus escape hatches. */
export interface UseChatWidgetReturn extends ChatWidgetApi {
  /** The widget view the api was built from. */
  snapshot: ChatWidgetView;
  /** Sends an event to the widget actor. */
  send: ActorRefFrom<ChatWidgetMachine>['send'];
  /** The widget actor. */
  actorRef: ActorRefFrom<ChatWidgetMachine>;
}

/** The chat widget: window state, dialog, invitation, which screen shows, and their commands. */
export function useChatWidget(): UseChatWidgetReturn {
  const widget = useContext(ChatWidgetContext);
  if (!widget) throw new Error('useChatWidget must be used inside <ChatWidgetProvider>');
  const view = useSelector(
    widget,
    (snapshot: SnapshotFrom<ChatWidgetMachine>) => selectChatWidgetView(snapshot),
    sameFields,
  );
  return { ...connect(view, widget.send), snapshot: view, send: widget.send, actorRef: widget };
}
