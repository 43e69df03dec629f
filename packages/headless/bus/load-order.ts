/** The widget areas in the suite's plugin load order (spec 1, section 1); anything else loads after them. */
export const pluginLoadOrder = [
  'WebChat',
  'Callback',
  'CallUs',
  'ClickToCall',
  'CoBrowse',
  'Search',
  'SendMessage',
  'SideBar',
  'KnowledgeCenter',
  'ChannelSelector',
  'Offers',
] as const;

function rank(name: string): number {
  const area = name.replace(/Service$/, '').toLowerCase();
  const index = pluginLoadOrder.findIndex((entry) => entry.toLowerCase() === area);
  return index === -1 ? pluginLoadOrder.length : index;
}

/** Sorts plugin names into the suite's load order; a widget's service plugin sorts with its widget. Stable otherwise. */
export function sortByLoadOrder(names: readonly string[]): string[] {
  return names
    .map((name, position) => ({ name, position, rank: rank(name) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map((entry) => entry.name);
}
