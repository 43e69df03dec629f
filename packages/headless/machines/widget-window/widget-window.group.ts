import { exclusiveChannels } from '../../services/page-glue/exclusive-channels';
import type { WindowGroup, WindowGroupMember } from './widget-window.types';

/** Options of {@link createWindowGroup}. */
export interface WindowGroupOptions {
  /** The windows of which only one may be open at a time, by name. @default the spec's contact channels (`exclusiveChannels`) */
  exclusive?: readonly string[];
}

/**
 * The windows of one app (spec 1, section 4, channel exclusivity): opening one of the exclusive
 * contact channels closes the others that are open, and `closeAll` closes every window. Closing
 * for the group does not ask about typed values: the visitor chose the other channel.
 */
export function createWindowGroup(options: WindowGroupOptions = {}): WindowGroup {
  const exclusive = new Set<string>(options.exclusive ?? exclusiveChannels);
  const members: WindowGroupMember[] = [];
  return {
    join(member) {
      members.push(member);
      return () => {
        const index = members.indexOf(member);
        if (index >= 0) members.splice(index, 1);
      };
    },
    opened(name) {
      if (!exclusive.has(name)) return;
      for (const member of [...members]) {
        if (member.name !== name && exclusive.has(member.name)) member.close();
      }
    },
    closeAll() {
      for (const member of [...members]) member.close();
    },
    isExclusive: (name) => exclusive.has(name),
    members: () => members.map((member) => member.name),
  };
}
