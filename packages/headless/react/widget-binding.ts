import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type Context } from 'react';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import {
  wireWidget,
  type WidgetActors,
  type WidgetDefinition,
  type WidgetInputs,
} from '../kit/widget-runtime';
import { sameFields } from './same-fields';
import { useBus } from './use-bus';

/**
 * Creates a widget's actors for the component that provides them, as its definition says, and wires
 * them (links, plugins, restore) while mounted. `input` is read on mount.
 */
export function useWidget<Input, Machines extends Record<string, AnyStateMachine>>(
  definition: WidgetDefinition<Input, Machines>,
  input: Input,
): WidgetActors<Machines> {
  const bus = useBus();
  const [mounted] = useState(() => ({ input, inputs: definition.inputs(input, { bus }) }));
  const keys = Object.keys(definition.machines) as (keyof Machines & string)[];
  const actors = {} as WidgetActors<Machines>;
  for (const key of keys) {
    // A definition's machines never change, so the hooks run in the same order every render.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    actors[key] = useActorRef(definition.machines[key], {
      input: (mounted.inputs as WidgetInputs<Machines>)[key],
    }) as WidgetActors<Machines>[typeof key];
  }
  const refs = keys.map((key) => actors[key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the actors are the dependencies, one by one
  const stable = useMemo(() => actors, refs);
  useEffect(
    () => wireWidget(definition, stable, mounted.input, { bus }),
    [definition, stable, mounted, bus],
  );
  return stable;
}

/** The snapshot an actor gives, as `useSelector` reads it. */
type SnapshotOf<ActorRef> = ActorRef extends { getSnapshot(): infer Snapshot }
  ? Snapshot
  : undefined;

/** What a binding's hook returns: the `connect` api plus escape hatches. */
export type BoundApi<ActorRef extends AnyActorRef, View, Api> = Api & {
  /** The view the api was built from. */
  snapshot: View;
  /** Sends an event to the actor. */
  send: ActorRef['send'];
  /** The actor. */
  actorRef: ActorRef;
};

/** Options of {@link createBinding}. */
export interface BindingOptions<ActorRef extends AnyActorRef, View, Api> {
  /** The hook's name, for the error outside the provider, e.g. `useChatWidget`. */
  hook: string;
  /** The provider's name, for the same error, e.g. `ChatWidgetProvider`. */
  provider: string;
  /** Picks the view the api is built from; hooks re-render only when it changes. */
  select(snapshot: SnapshotOf<ActorRef>): View;
  /** Builds the api from the view: booleans, commands, prop getters. */
  connect(view: View, send: ActorRef['send']): Api;
  /** Whether two views are the same. @default field by field */
  compare?(a: View, b: View): boolean;
  /** An existing context to read the actor from (a widget that had one before the kit). */
  context?: Context<ActorRef | null>;
}

/** A widget's React binding: the context its provider fills, and the hooks that read it. */
export interface Binding<ActorRef extends AnyActorRef, View, Api> {
  /** The context the provider puts the actor in. */
  Context: Context<ActorRef | null>;
  /** The actor of the nearest provider; throws a clear error outside one. */
  useActor(hook?: string): ActorRef;
  /** The api of the nearest provider's actor, built by `connect` from the selected view. */
  useApi(): BoundApi<ActorRef, View, Api>;
}

/**
 * The one binding helper of the kit: a widget's context, its `useX` hook (`useSelector` of the view,
 * then `connect(view, send)`, with `snapshot`, `send` and `actorRef`), and the actor accessor.
 */
export function createBinding<ActorRef extends AnyActorRef, View, Api>(
  options: BindingOptions<ActorRef, View, Api>,
): Binding<ActorRef, View, Api> {
  const context = options.context ?? createContext<ActorRef | null>(null);
  const compare = options.compare ?? (sameFields as (a: View, b: View) => boolean);
  const useActor = (hook = options.hook) => {
    const actor = useContext(context);
    if (!actor) throw new Error(`${hook} must be used inside <${options.provider}>`);
    return actor;
  };
  const useApi = (): BoundApi<ActorRef, View, Api> => {
    const actor = useActor();
    const view = useSelector(actor, options.select, compare);
    return useMemo(
      () => ({
        ...options.connect(view, actor.send),
        snapshot: view,
        send: actor.send,
        actorRef: actor,
      }),
      [view, actor],
    );
  };
  return { Context: context, useActor, useApi };
}
