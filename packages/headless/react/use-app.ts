import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { connect, selectAppView, type AppApi, type AppView } from '../machines/app/app.connect';
import type { AppMachine } from '../machines/app/app.machine';
import { useCxContext } from './use-cx-context';
import { sameFields } from './same-fields';

/** What {@link useApp} returns: the app api plus escape hatches. */
export interface UseAppReturn extends AppApi {
  /** The app view the api was built from. */
  snapshot: AppView;
  /** Sends an event to the app actor. */
  send: ActorRefFrom<AppMachine>['send'];
  /** The app actor. */
  actorRef: ActorRefFrom<AppMachine>;
}

/** The app's readiness, theme, language, mobile mode and translator; re-renders only when those change. */
export function useApp(): UseAppReturn {
  const { app } = useCxContext('useApp');
  const view = useSelector(
    app,
    (snapshot: SnapshotFrom<AppMachine>) => selectAppView(snapshot),
    sameFields,
  );
  return { ...connect(view, app.send), snapshot: view, send: app.send, actorRef: app };
}
