// The journey and the restore of the web chat on the GMS push-channel (CometD) back end, against the simulator.
import { backEndTests } from './chat-back-end.tests';
import { useChatDemo } from './chat-demo';

useChatDemo();
backEndTests({ backEnd: 'gms-push', protocol: 'gms-cometd' });
