/** The channels of which only one may be open at a time, as bus plugin names (spec 1, section 4). */
export const exclusiveChannels = [
  'WebChat',
  'SendMessage',
  'ClickToCall',
  'CallUs',
  'Callback',
] as const;

/** A channel that only one of may be open at a time. */
export type ExclusiveChannel = (typeof exclusiveChannels)[number];
