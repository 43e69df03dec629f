// The journey and the restore of the web chat on the GMS chat v2 back end, against the simulator.
import { backEndTests } from './chat-back-end.tests';
import { useChatDemo } from './chat-demo';

useChatDemo();
backEndTests({
  backEnd: 'gms',
  protocol: 'gms-v2',
  sendRoute: '/send$',
  endRoute: '/disconnect$',
  sendsOutlivePage: true,
});
