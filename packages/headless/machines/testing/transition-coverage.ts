import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  getStateNodes,
  toDirectedGraph,
  type DirectedGraphNode,
} from 'xstate/graph';

/** One traversal of a machine: an input and the events offered in every state. */
export interface CoverageScenario<Machine extends AnyStateMachine> {
  /** Machine input for this traversal. */
  input: InputFrom<Machine>;
  /** Events to try in every reached state (include each guard's passing and failing variant). */
  events: readonly EventFromLogic<Machine>[];
  /** What makes two snapshots the same for the walk; needed when events grow the context without bound. @default value and context */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/** What a traversal covered, and what it missed. */
export interface TransitionCoverage {
  /** Ids of state nodes never entered. */
  unreachedStates: string[];
  /** Edges (`source -[event #n]-> target`) never taken. */
  untakenTransitions: string[];
  /** How many state nodes and edges the machine has. */
  totals: { states: number; transitions: number };
}

function valueOf(path: readonly string[]): StateValue {
  return path.length === 1 ? path[0]! : { [path[0]!]: valueOf(path.slice(1)) };
}

function edgesOf(node: DirectedGraphNode): DirectedGraphNode['edges'] {
  return [...node.edges, ...node.children.flatMap(edgesOf)];
}

/**
 * Walks the machine's reachable snapshots (xstate/graph adjacency) for each scenario, and reports
 * the state nodes never entered and the transitions never taken by any offered event.
 */
export function transitionCoverage<Machine extends AnyStateMachine>(
  machine: Machine,
  scenarios: readonly CoverageScenario<Machine>[],
): TransitionCoverage {
  const taken = new Set<unknown>();
  const entered = new Set<string>();
  const nodes = getStateNodes(machine);
  for (const scenario of scenarios) {
    const adjacency = getAdjacencyMap(machine, {
      input: scenario.input,
      events: scenario.events,
      ...(scenario.serializeState
        ? { serializeState: (snapshot: AnyMachineSnapshot) => scenario.serializeState!(snapshot) }
        : {}),
    });
    for (const { state, transitions } of Object.values(adjacency)) {
      const snapshot = state as AnyMachineSnapshot;
      for (const node of nodes) {
        if (node.path.length === 0 || snapshot.matches(valueOf(node.path))) entered.add(node.id);
      }
      for (const { event } of Object.values(transitions) as { event: EventFromLogic<Machine> }[]) {
        for (const transition of machine.getTransitionData(snapshot, event)) taken.add(transition);
      }
    }
  }
  // Snapshots never rest in a transient (eventless) state; it counts as entered once one of its targets is.
  for (const node of nodes) {
    const targets = node.always?.flatMap((transition) => transition.target ?? []) ?? [];
    if (targets.some((target) => entered.has(target.id))) entered.add(node.id);
  }
  const states = nodes.map((node) => node.id);
  const edges = edgesOf(toDirectedGraph(machine));
  const counters = new Map<string, number>();
  const untakenTransitions = edges.flatMap((edge) => {
    const key = `${edge.source.id} -[${edge.label.text}`;
    const index = counters.get(key) ?? 0;
    counters.set(key, index + 1);
    return taken.has(edge.transition) ? [] : [`${key} #${index}]-> ${edge.target.id}`];
  });
  return {
    unreachedStates: states.filter((id) => !entered.has(id)),
    untakenTransitions,
    totals: { states: states.length, transitions: edges.length },
  };
}
