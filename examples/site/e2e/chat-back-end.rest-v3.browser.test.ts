// The journey and the restore of the web chat on the pureengage-v3-rest back end, against the simulator.
import { backEndTests } from './chat-back-end.tests';
import { useChatDemo } from './chat-demo';

useChatDemo();
backEndTests({
  backEnd: 'pureengage-v3-rest',
  protocol: 'rest-v3',
  sendRoute: '/messages$',
  endRoute: '/participants/[^/]+$',
});
