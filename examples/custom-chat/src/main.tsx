// Mounts the custom chat on the page; the GMS chat v2 service is on the page's own origin.
import { createRoot } from 'react-dom/client';
import { CustomChatApp } from './custom-chat';
import './custom-chat.css';

createRoot(document.getElementById('root')!).render(
  <CustomChatApp dataURL={`${location.origin}/genesys/2/chat/customer-support`} />,
);
