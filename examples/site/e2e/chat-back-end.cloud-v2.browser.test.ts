// The journey and the restore of the web chat on the purecloud-v2-sockets back end, against the simulator.
import { backEndTests } from './chat-back-end.tests';
import { useChatDemo } from './chat-demo';

useChatDemo();
backEndTests({
  backEnd: 'purecloud-v2-sockets',
  protocol: 'cloud-v2',
  sendRoute: '/members/[^/]+/messages$',
  endRoute: '/members/[^/]+$',
});
