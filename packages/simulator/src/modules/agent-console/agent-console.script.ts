// A string rather than a sibling `.js` file: tsup bundles the package into `dist/index.{js,cjs}`,
// where no file sits next to this module. Not `Function#toString` either: tsx compiles with
// `keepNames`, which leaves `__name` helper calls inside the function. The tests parse and lint it.
/** The agent console's browser script, served as is: vanilla JavaScript, no framework, no build. */
export const agentConsoleScript = String.raw`(() => {
  'use strict';

  const apiRoot = '/sim/api';
  const pollInterval = 2000;
  const typingInterval = 2000;
  const reconnectDelay = 5000;
  const systemTypes = new Set([
    'ParticipantJoined',
    'ParticipantLeft',
    'NicknameUpdated',
    'Notice',
    'CustomNotice',
    'IdleAlert',
    'IdleClose',
    'FileDeleted',
  ]);
  const typingTypes = new Set(['TypingStarted', 'TypingStopped']);

  const byId = (id) => document.getElementById(id);
  const ui = {
    connection: byId('connection'),
    chatList: byId('chat-list'),
    chatsEmpty: byId('chats-empty'),
    heading: byId('conversation-heading'),
    meta: byId('conversation-meta'),
    joinForm: byId('join-form'),
    agentName: byId('agent-name'),
    agentBot: byId('agent-bot'),
    join: byId('join'),
    leave: byId('leave'),
    end: byId('end'),
    transcript: byId('transcript'),
    events: byId('events'),
    typing: byId('typing'),
    replyForm: byId('reply-form'),
    reply: byId('reply'),
    send: byId('send'),
    file: byId('file'),
    samples: byId('samples'),
    samplesToggle: byId('samples-toggle'),
    samplesMenu: byId('samples-menu'),
    status: byId('status'),
  };

  const state = {
    chats: [],
    chatsKey: '',
    selectedId: null,
    transcript: null,
    renderedKey: null,
    lastIndex: -Infinity,
    joinedHere: new Set(),
    lastTypingAt: 0,
    pollTimer: undefined,
    statusFromRefresh: false,
  };

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = String(text);
    return node;
  }

  function report(text, fromRefresh = false) {
    state.statusFromRefresh = fromRefresh;
    if (ui.status.textContent !== text) ui.status.textContent = text;
  }

  function describeError(error) {
    return error instanceof Error ? error.message : String(error);
  }

  function chatPath(id, suffix) {
    return '/chats/' + encodeURIComponent(id) + suffix;
  }

  async function request(method, path, body) {
    const init = { method, headers: { accept: 'application/json' } };
    if (body !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(apiRoot + path, init);
    const text = await response.text();
    let data = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = null;
      }
    }
    if (!response.ok) {
      const detail =
        data && typeof data.message === 'string' && data.message
          ? data.message
          : response.statusText;
      throw new Error('HTTP ' + response.status + (detail ? ' ' + detail : ''));
    }
    return data;
  }

  function timeOf(value) {
    const time = typeof value === 'number' ? value : Date.parse(String(value));
    return Number.isFinite(time) ? time : 0;
  }

  function formatTime(value) {
    const time = timeOf(value);
    if (!time) return '';
    return new Date(time).toLocaleTimeString([], {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  }

  function visitorName(visitor) {
    const who = visitor || {};
    const fullName = [who.firstName, who.lastName].filter(Boolean).join(' ');
    return who.nickname || fullName || who.emailAddress || 'Anonymous visitor';
  }

  function selectedChat() {
    return state.chats.find((chat) => chat.id === state.selectedId) || null;
  }

  function parseMaybe(value) {
    if (typeof value !== 'string') return value && typeof value === 'object' ? value : null;
    try {
      const parsed = JSON.parse(value);
      return parsed && typeof parsed === 'object' ? parsed : null;
    } catch {
      return null;
    }
  }

  function richMediaOf(event) {
    if (typeof event.contentType === 'string') return event.contentType;
    const richMedia = parseMaybe(event.richMedia);
    if (richMedia && typeof richMedia.contentType === 'string') return richMedia.contentType;
    const attributes = parseMaybe(event.eventAttributes);
    const structured = attributes && parseMaybe(attributes['structured-content']);
    const genesysChat = structured && parseMaybe(structured['genesys-chat']);
    const content = genesysChat && parseMaybe(genesysChat.content);
    if (content && typeof content.contentType === 'string') return content.contentType;
    if (genesysChat && typeof genesysChat.contentType === 'string') return genesysChat.contentType;
    return null;
  }

  function isBot(event) {
    const attributes = parseMaybe(event.eventAttributes);
    const system = attributes && parseMaybe(attributes.GCTI_SYSTEM);
    const party = system && parseMaybe(system['party-info']);
    return Boolean(party && party.style === 'BOT');
  }

  function fileNameOf(event) {
    const userData = parseMaybe(event.userData) || {};
    return userData['file-name'] || userData.fileName || event.text || 'unnamed file';
  }

  function senderOf(event) {
    const from = event.from || {};
    const role = isBot(event) ? 'Bot' : from.type || 'Unknown';
    return (from.nickname || role) + ' (' + role + ')';
  }

  function kindOf(event) {
    const from = event.from || {};
    if (event.type === 'FileUploaded') return 'file';
    if (systemTypes.has(event.type) || from.type === 'External') return 'system';
    return 'message';
  }

  function textOf(event, kind) {
    const nickname = (event.from && event.from.nickname) || 'Someone';
    if (event.text) return event.text;
    if (event.type === 'ParticipantJoined') return nickname + ' joined the chat';
    if (event.type === 'ParticipantLeft') return nickname + ' left the chat';
    if (kind === 'system') return event.type;
    return '';
  }

  function eventItem(event) {
    const kind = kindOf(event);
    const item = element('li', 'event');
    item.dataset.kind = kind;
    item.dataset.type = String(event.type);
    item.dataset.from = String((event.from && event.from.type) || '');
    const meta = element('p', 'event-meta');
    const time = element('time', 'event-time', formatTime(event.time));
    if (timeOf(event.time)) time.dateTime = new Date(timeOf(event.time)).toISOString();
    meta.append(time, element('span', 'event-sender', senderOf(event)));
    item.append(meta);
    const text = kind === 'file' ? '' : textOf(event, kind);
    if (text) item.append(element('p', 'event-text', text));
    if (kind === 'file') item.append(element('p', 'event-detail', 'File: ' + fileNameOf(event)));
    const contentType = richMediaOf(event);
    if (contentType) item.append(element('p', 'event-detail', 'Rich media: ' + contentType));
    return item;
  }

  function agentPresence(events) {
    const present = new Set();
    let seen = false;
    for (const event of events) {
      const from = event.from || {};
      if (from.type !== 'Agent' && from.type !== 'Supervisor') continue;
      const who = String(from.participantId !== undefined ? from.participantId : from.nickname);
      if (event.type === 'ParticipantJoined') {
        seen = true;
        present.add(who);
      } else if (event.type === 'ParticipantLeft') {
        seen = true;
        present.delete(who);
      }
    }
    return seen ? present.size > 0 : null;
  }

  function visitorTyping(events) {
    let typist = null;
    for (const event of events) {
      if (!event.from || event.from.type !== 'Client') continue;
      typist = event.type === 'TypingStarted' ? event.from.nickname || 'The visitor' : null;
    }
    return typist;
  }

  function chatFacts() {
    const chat = selectedChat();
    const transcript = state.transcript;
    const ended = Boolean(
      chat && (chat.state === 'ended' || (transcript && transcript.state === 'ended')),
    );
    const presence = transcript ? agentPresence(transcript.events) : null;
    const agentIn = Boolean(
      chat && !ended && (presence !== null ? presence : state.joinedHere.has(chat.id)),
    );
    return { chat, ended, agentIn };
  }

  function renderControls() {
    const { chat, ended, agentIn } = chatFacts();
    ui.agentName.disabled = !chat || ended || agentIn;
    ui.agentBot.disabled = !chat || ended || agentIn;
    ui.join.disabled = !chat || ended || agentIn;
    ui.leave.disabled = !agentIn;
    ui.end.disabled = !chat || ended;
    ui.reply.disabled = !agentIn;
    ui.send.disabled = !agentIn;
    ui.file.disabled = !agentIn;
    ui.samplesToggle.disabled = !agentIn;
    if (!agentIn) setSamplesOpen(false);
    if (!chat) {
      ui.heading.textContent = 'No chat selected';
      ui.meta.textContent = 'Choose a chat from the list.';
      return;
    }
    ui.heading.textContent = 'Chat with ' + visitorName(chat.visitor);
    const subject = chat.visitor && chat.visitor.subject;
    const facts = [chat.id, chat.transport, subject, ended ? 'ended' : chat.state];
    ui.meta.textContent = facts.filter(Boolean).join(' · ');
  }

  function chatItem(chat) {
    const item = element('li');
    const button = element('button', 'chat');
    button.type = 'button';
    button.dataset.chatId = chat.id;
    if (chat.id === state.selectedId) button.setAttribute('aria-current', 'true');
    const stateBadge = element('span', 'chat-state', chat.state);
    stateBadge.dataset.state = String(chat.state);
    button.append(
      element('span', 'chat-name', visitorName(chat.visitor)),
      stateBadge,
      element('span', 'chat-subject', (chat.visitor && chat.visitor.subject) || 'No subject'),
      element('span', 'chat-id', chat.id),
    );
    button.addEventListener('click', () => select(chat.id));
    item.append(button);
    return item;
  }

  function renderChats() {
    const active = document.activeElement;
    const focusedId = active && active.dataset ? active.dataset.chatId : undefined;
    ui.chatList.replaceChildren(...state.chats.map(chatItem));
    ui.chatsEmpty.hidden = state.chats.length > 0;
    if (focusedId === undefined) return;
    for (const button of ui.chatList.querySelectorAll('button')) {
      if (button.dataset.chatId === focusedId) button.focus();
    }
  }

  function transcriptKey() {
    const chat = selectedChat();
    return chat ? chat.id + '|' + String(chat.createdAt) : null;
  }

  function renderTranscript() {
    const key = transcriptKey();
    if (key !== state.renderedKey) {
      state.renderedKey = key;
      state.lastIndex = -Infinity;
      ui.events.replaceChildren();
    }
    const events = state.transcript ? state.transcript.events : [];
    const box = ui.transcript;
    const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
    const fresh = events
      .filter((event) => !typingTypes.has(event.type) && event.index > state.lastIndex)
      .sort((a, b) => a.index - b.index);
    for (const event of fresh) {
      ui.events.append(eventItem(event));
      state.lastIndex = event.index;
    }
    if (fresh.length > 0 && atBottom) box.scrollTop = box.scrollHeight;
    const typist = chatFacts().ended ? null : visitorTyping(events);
    ui.typing.textContent = typist ? typist + ' is typing…' : '';
  }

  function select(id) {
    if (id === state.selectedId) return;
    state.selectedId = id;
    state.transcript = null;
    state.lastTypingAt = 0;
    history.replaceState(
      null,
      '',
      id === null ? location.pathname : '#chat=' + encodeURIComponent(id),
    );
    for (const button of ui.chatList.querySelectorAll('button')) {
      if (button.dataset.chatId === id) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    renderTranscript();
    renderControls();
    if (id !== null) void refresh();
  }

  async function loadChats() {
    const data = await request('GET', '/chats');
    const chats = data && Array.isArray(data.chats) ? data.chats.slice() : [];
    chats.sort(
      (a, b) => timeOf(b.createdAt) - timeOf(a.createdAt) || String(b.id).localeCompare(a.id),
    );
    const key = JSON.stringify(chats);
    if (key !== state.chatsKey) {
      state.chatsKey = key;
      state.chats = chats;
      renderChats();
    }
    if (state.selectedId !== null && !selectedChat()) select(null);
  }

  async function loadTranscript() {
    const id = state.selectedId;
    if (id === null) return;
    const data = await request('GET', chatPath(id, '/transcript'));
    if (id !== state.selectedId) return;
    const events = data && Array.isArray(data.events) ? data.events : [];
    state.transcript = { state: data && data.state, events };
    renderTranscript();
  }

  let refreshing = null;
  let refreshAgain = false;

  async function refreshOnce() {
    try {
      await loadChats();
      await loadTranscript();
      if (state.statusFromRefresh) report('');
    } catch (error) {
      report('Could not refresh the chats: ' + describeError(error) + '.', true);
    }
    renderControls();
  }

  function refresh() {
    if (refreshing) {
      refreshAgain = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        refreshAgain = false;
        await refreshOnce();
      } while (refreshAgain);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function command(what, suffix, body) {
    const id = state.selectedId;
    if (id === null) return false;
    try {
      await request('POST', chatPath(id, suffix), body || {});
      return true;
    } catch (error) {
      report('Could not ' + what + ': ' + describeError(error) + '.');
      return false;
    } finally {
      await refresh();
    }
  }

  async function join() {
    const id = state.selectedId;
    const name = ui.agentName.value.trim() || 'Alex';
    const body = ui.agentBot.checked ? { name, bot: true } : { name };
    if (!(await command('join the chat', '/agent/join', body))) return;
    state.joinedHere.add(id);
    report('Joined as ' + name + '.');
    renderControls();
    ui.reply.focus();
  }

  async function leave() {
    const id = state.selectedId;
    if (!(await command('leave the chat', '/agent/leave'))) return;
    state.joinedHere.delete(id);
    report('Left the chat.');
    renderControls();
    ui.join.focus();
  }

  async function endChat() {
    if (!(await command('end the chat', '/end'))) return;
    report('Chat ended.');
    renderControls();
    ui.transcript.focus();
  }

  async function sendReply() {
    const text = ui.reply.value.trim();
    if (!text || ui.reply.disabled) return;
    ui.reply.value = '';
    state.lastTypingAt = 0;
    if (!(await command('send the message', '/agent/messages', { text })) && !ui.reply.value) {
      ui.reply.value = text;
    }
  }

  function announceTyping() {
    const now = Date.now();
    if (ui.reply.disabled || !ui.reply.value || now - state.lastTypingAt < typingInterval) return;
    state.lastTypingAt = now;
    const id = state.selectedId;
    request('POST', chatPath(id, '/agent/typing'), {}).catch((error) => {
      report('Could not send typing: ' + describeError(error) + '.');
    });
  }

  function readBase64(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.addEventListener('load', () => {
        const url = String(reader.result);
        resolve(url.slice(url.indexOf(',') + 1));
      });
      reader.addEventListener('error', () => reject(reader.error || new Error('unreadable file')));
      reader.readAsDataURL(file);
    });
  }

  async function sendFile() {
    const file = ui.file.files && ui.file.files[0];
    if (!file) return;
    let contentBase64;
    try {
      contentBase64 = await readBase64(file);
    } catch (error) {
      report('Could not read ' + file.name + ': ' + describeError(error) + '.');
      return;
    }
    const body = { name: file.name, contentBase64 };
    if (file.type) body.mimeType = file.type;
    ui.file.value = '';
    if (await command('send ' + file.name, '/agent/files', body)) report('Sent ' + file.name + '.');
  }

  function sample(kind) {
    const image = location.origin + '/agent/sample-card.svg';
    const link = { type: 'Button', text: 'Open the help centre', action: 'url' };
    if (kind === 'quick-replies') {
      return {
        text: 'How can I help? Yes, No or Maybe later.',
        contentType: 'quick-replies',
        content: [
          { id: 'qr-yes', type: 'quick-reply', action: 'message', text: 'Yes', payload: 'yes' },
          { id: 'qr-no', type: 'quick-reply', action: 'message', text: 'No', payload: 'no' },
          {
            id: 'qr-later',
            type: 'quick-reply',
            action: 'message',
            text: 'Maybe later',
            payload: 'later',
          },
        ],
      };
    }
    if (kind === 'generic') {
      return {
        text: 'Our help centre: https://example.com/help',
        contentType: 'generic',
        content: [
          {
            id: 'card-help',
            title: 'Help centre',
            desc: 'Guides and answers for the most common questions.',
            image,
            actions: [{ id: 'card-help-open', ...link, url: 'https://example.com/help' }],
          },
        ],
      };
    }
    return {
      text: 'Delivery options: Standard, Express, Pick-up.',
      contentType: 'list-vertical',
      content: [
        {
          id: 'list-delivery',
          title: 'Delivery options',
          desc: 'Choose how your order reaches you.',
          image,
          items: [
            { id: 'standard', title: 'Standard', desc: '3 to 5 working days.', image },
            { id: 'express', title: 'Express', desc: 'Next working day.', image },
            { id: 'pickup', title: 'Pick-up', desc: 'Collect from a store.', image },
          ].map((item) => ({
            ...item,
            actions: [{ id: item.id + '-more', ...link, url: 'https://example.com/delivery' }],
          })),
        },
      ],
    };
  }

  async function sendSample(kind) {
    const body = sample(kind);
    if (await command('send the ' + body.contentType + ' sample', '/agent/messages', body)) {
      report('Sent the ' + body.contentType + ' sample.');
    }
  }

  function samplesOpen() {
    return ui.samplesToggle.getAttribute('aria-expanded') === 'true';
  }

  function setSamplesOpen(open) {
    ui.samplesToggle.setAttribute('aria-expanded', String(open));
    ui.samplesMenu.hidden = !open;
  }

  function setConnection(text) {
    ui.connection.textContent = text;
  }

  function startPolling() {
    setConnection('Polling every 2 s');
    if (state.pollTimer === undefined) state.pollTimer = setInterval(refresh, pollInterval);
  }

  function stopPolling() {
    clearInterval(state.pollTimer);
    state.pollTimer = undefined;
  }

  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    let socket;
    try {
      socket = new WebSocket(scheme + '//' + location.host + apiRoot + '/events');
    } catch {
      startPolling();
      return;
    }
    socket.addEventListener('open', () => {
      stopPolling();
      setConnection('Live updates');
      void refresh();
    });
    socket.addEventListener('message', () => void refresh());
    // A failed or lost socket closes too: poll meanwhile and try again, as the simulator may restart.
    socket.addEventListener('close', () => {
      startPolling();
      setTimeout(connect, reconnectDelay);
    });
  }

  ui.joinForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void join();
  });
  ui.leave.addEventListener('click', () => void leave());
  ui.end.addEventListener('click', () => void endChat());
  ui.replyForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void sendReply();
  });
  ui.reply.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    void sendReply();
  });
  ui.reply.addEventListener('input', announceTyping);
  ui.file.addEventListener('change', () => void sendFile());
  ui.samplesToggle.addEventListener('click', () => {
    setSamplesOpen(!samplesOpen());
    if (samplesOpen()) ui.samplesMenu.querySelector('button').focus();
  });
  ui.samplesMenu.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    setSamplesOpen(false);
    ui.samplesToggle.focus();
    void sendSample(button.dataset.sample);
  });
  ui.samples.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !samplesOpen()) return;
    setSamplesOpen(false);
    ui.samplesToggle.focus();
  });
  // Only keyboard focus moving elsewhere closes the menu: some browsers do not focus a clicked
  // button, so a click inside would look like focus leaving; pointer presses outside close it here.
  ui.samples.addEventListener('focusout', (event) => {
    if (event.relatedTarget && !ui.samples.contains(event.relatedTarget)) setSamplesOpen(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (samplesOpen() && !ui.samples.contains(event.target)) setSamplesOpen(false);
  });

  const fromHash = /^#chat=(.+)$/.exec(location.hash);
  if (fromHash) {
    try {
      state.selectedId = decodeURIComponent(fromHash[1]);
    } catch {
      state.selectedId = null;
    }
  }
  renderControls();
  void refresh();
  connect();
})();
`;
