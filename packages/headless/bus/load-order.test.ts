import { describe, expect, it } from 'vitest';
import { sortByLoadOrder } from './load-order';

describe('sortByLoadOrder', () => {
  it('sorts widgets into the suite order, each service with its widget, unknown plugins last in given order', () => {
    expect(
      sortByLoadOrder([
        'Zeta',
        'Offers',
        'ChannelSelector',
        'KnowledgeCenterService',
        'SideBar',
        'SendMessage',
        'Search',
        'Alpha',
        'CoBrowse',
        'ClickToCall',
        'CallUs',
        'CallbackService',
        'Callback',
        'WebChatService',
        'WebChat',
      ]),
    ).toEqual([
      'WebChatService',
      'WebChat',
      'CallbackService',
      'Callback',
      'CallUs',
      'ClickToCall',
      'CoBrowse',
      'Search',
      'SendMessage',
      'SideBar',
      'KnowledgeCenterService',
      'ChannelSelector',
      'Offers',
      'Zeta',
      'Alpha',
    ]);
  });
});
