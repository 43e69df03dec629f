import { createActor, type ActorRefFrom, type AnyStateMachine, type InputFrom } from 'xstate';
import type { Bus } from '../bus/bus.types';
import type { PluginDefinition } from './plugin.types';

/** What every widget's runtime is given by its host: the app's bus. */
export interface WidgetEnvironment {
  /** The bus its plugins attach to. */
  bus: Bus;
}

/** The running actors of a widget, one per machine of its definition. */
export type WidgetActors<Machines extends Record<string, AnyStateMachine>> = {
  [Key in keyof Machines]: ActorRefFrom<Machines[Key]>;
};

/** The inputs of a widget's machines. */
export type WidgetInputs<Machines extends Record<string, AnyStateMachine>> = {
  [Key in keyof Machines]: InputFrom<Machines[Key]>;
};

/** A plugin with the target it drives, as a widget attaches it. */
export interface PluginBinding {
  /** Attaches the plugin; returns the detach function. */
  attach(bus: Bus): () => void;
}

/** Pairs a plugin definition with its target (see {@link WidgetDefinition.plugins}). */
export function bindPlugin<Target>(
  plugin: PluginDefinition<Target>,
  target: Target,
): PluginBinding {
  return { attach: (bus) => plugin.attach(bus, target) };
}

/**
 * A widget as the kit builds it: its machines, their inputs, the links between its running actors,
 * its plugins, and what it restores once wired. One definition serves the React binding and
 * {@link startWidget} alike.
 */
export interface WidgetDefinition<Input, Machines extends Record<string, AnyStateMachine>> {
  /** The widget's name, for errors. */
  readonly name: string;
  /** Its machines, by actor name. */
  readonly machines: Machines;
  /** The machines' inputs, made once from the widget's input. */
  inputs(input: Input, environment: WidgetEnvironment): WidgetInputs<Machines>;
  /** Links the running actors to each other and to the page (each returns its undo). */
  link?(
    actors: WidgetActors<Machines>,
    input: Input,
    environment: WidgetEnvironment,
  ): (() => void)[];
  /** The bus plugins of the widget, with their targets. */
  plugins?(actors: WidgetActors<Machines>, input: Input): PluginBinding[];
  /** Restores persisted state once linked and on the bus. */
  restore?(actors: WidgetActors<Machines>, input: Input, environment: WidgetEnvironment): void;
}

/** Declares a widget (identity, for inference). */
export function defineWidget<Input, Machines extends Record<string, AnyStateMachine>>(
  definition: WidgetDefinition<Input, Machines>,
): WidgetDefinition<Input, Machines> {
  return definition;
}

/**
 * Wires running actors as the definition says: links, then plugins, then the restore. Returns the
 * function that undoes the links and detaches the plugins, in reverse order.
 */
export function wireWidget<Input, Machines extends Record<string, AnyStateMachine>>(
  definition: WidgetDefinition<Input, Machines>,
  actors: WidgetActors<Machines>,
  input: Input,
  environment: WidgetEnvironment,
): () => void {
  const undo = [
    ...(definition.link?.(actors, input, environment) ?? []),
    ...(definition.plugins?.(actors, input) ?? []).map((binding) =>
      binding.attach(environment.bus),
    ),
  ];
  definition.restore?.(actors, input, environment);
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** A widget running outside React. */
export interface RunningWidget<Machines extends Record<string, AnyStateMachine>> {
  /** Its running actors. */
  actors: WidgetActors<Machines>;
  /** Unwires the widget and stops its actors. */
  stop(): void;
}

/** Creates, starts and wires a widget's actors for hosts that do not use React. */
export function startWidget<Input, Machines extends Record<string, AnyStateMachine>>(
  definition: WidgetDefinition<Input, Machines>,
  input: Input,
  environment: WidgetEnvironment,
): RunningWidget<Machines> {
  const inputs = definition.inputs(input, environment);
  const created = Object.entries(definition.machines).map(
    ([key, machine]) => [key, createActor(machine, { input: inputs[key] })] as const,
  );
  for (const [, actor] of created) actor.start();
  const actors = Object.fromEntries(created) as unknown as WidgetActors<Machines>;
  const unwire = wireWidget(definition, actors, input, environment);
  return {
    actors,
    stop() {
      unwire();
      for (const [, actor] of created) actor.stop();
    },
  };
}
