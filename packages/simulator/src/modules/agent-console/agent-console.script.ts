import { CALLBACK_LOG_MODULE } from '../../callback/callback-engine';
import { CHAT_LOG_MODULE } from '../../chat/chat-engine';
import { CLICK_TO_CALL_LOG_MODULE } from '../../click-to-call/click-to-call-engine';
import { COBROWSE_LOG_MODULE } from '../../cobrowse/cobrowse.domain';
import { SEND_MESSAGE_LOG_MODULE } from '../../send-message/send-message-engine';

/**
 * The event log modules whose entries change what the console shows: the chat, callback and
 * click-to-call engines', the co-browse service's and resets.
 * Visitors' polls (`gms-chat.called` and the like) come by the dozen a second and change nothing here.
 */
export const agentConsoleEventModules = [
  CHAT_LOG_MODULE,
  CALLBACK_LOG_MODULE,
  COBROWSE_LOG_MODULE,
  'simulator',
  CLICK_TO_CALL_LOG_MODULE,
  SEND_MESSAGE_LOG_MODULE,
] as const;

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
  const eventModules = '${agentConsoleEventModules.join(',')}';
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
  // Which agent this console joined each chat as, kept for the tab so a reload still speaks as them.
  const joinedKey = 'cxkit-agent-console.joined';

  const byId = (id) => document.getElementById(id);
  const ui = {
    connection: byId('connection'),
    chatList: byId('chat-list'),
    chatsEmpty: byId('chats-empty'),
    callbacksHeading: byId('callbacks-heading'),
    callbacksEmpty: byId('callbacks-empty'),
    callbackList: byId('callback-list'),
    clickToCallHeading: byId('click-to-call-heading'),
    clickToCallEmpty: byId('click-to-call-empty'),
    clickToCallList: byId('click-to-call-list'),
    coBrowseHeading: byId('cobrowse-heading'),
    coBrowseEmpty: byId('cobrowse-empty'),
    coBrowseList: byId('cobrowse-list'),
    sendMessageHeading: byId('send-message-heading'),
    sendMessageEmpty: byId('send-message-empty'),
    sendMessageList: byId('send-message-list'),
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
    joined: readJoined(),
    // The chat a join is on its way for: until its answer names the agent, the console does not speak.
    joining: null,
    openSeen: null,
    samples: null,
    lastTypingAt: 0,
    // Each chat's unsent reply, so that a draft never goes to another chat.
    drafts: new Map(),
    pollTimer: undefined,
    statusFromRefresh: false,
  };

  function readJoined() {
    try {
      const saved = JSON.parse(sessionStorage.getItem(joinedKey) || '[]');
      return new Map(Array.isArray(saved) ? saved : []);
    } catch {
      return new Map();
    }
  }

  function saveJoined() {
    try {
      sessionStorage.setItem(joinedKey, JSON.stringify([...state.joined]));
    } catch {
      // Storage may be off; the console then forgets its agent on reload.
    }
  }

  /** The body of an agent command, naming this console's agent when it joined the chat. */
  function asMyAgent(id, body) {
    const participantId = state.joined.get(id);
    return typeof participantId === 'number' ? { ...body, participantId } : body;
  }

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

  /** Calls the control API (or, with root '', one of the console's own routes); the parsed answer. */
  async function request(method, path, body, root = apiRoot) {
    const init = { method, headers: { accept: 'application/json' } };
    if (body !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(root + path, init);
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

  /** The agents and supervisors connected now, by participant id, and whether any ever joined. */
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
    return { seen, present };
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
    // Joined here: only this console's agent counts, and after it left, nobody. Never joined here:
    // the console may speak for the agent in the chat (the scripted one, say), as the control API
    // does without an id.
    const mine = chat ? state.joined.get(chat.id) : undefined;
    let present = typeof mine === 'number';
    if (presence && presence.seen && mine !== null) {
      present = mine === undefined ? presence.present.size > 0 : presence.present.has(String(mine));
    }
    // The events can show the join before its answer does: a reply or file sent then would go
    // without the agent's id, as whichever agent joined last.
    const agentIn = Boolean(chat && !ended && present && state.joining !== chat.id);
    return { chat, ended, agentIn };
  }

  function renderControls() {
    const { chat, ended, agentIn } = chatFacts();
    const focused = document.activeElement;
    ui.agentName.disabled = !chat || ended || agentIn;
    ui.agentBot.disabled = !chat || ended || agentIn;
    ui.join.disabled = !chat || ended || agentIn || state.joining !== null;
    ui.leave.disabled = !agentIn;
    ui.end.disabled = !chat || ended;
    ui.reply.disabled = !agentIn;
    ui.send.disabled = !agentIn;
    ui.file.disabled = !agentIn;
    ui.samplesToggle.disabled = !agentIn;
    if (!agentIn) setSamplesOpen(false);
    // A control that just became disabled drops focus to the page: keep the place in the transcript.
    if (focused instanceof HTMLElement && focused !== document.body && focused.matches(':disabled')) {
      ui.transcript.focus();
    }
    // Said when a chat seen open here ends, so no status line is left saying it goes on.
    if (chat && !ended) state.openSeen = chat.id;
    else if (chat && state.openSeen === chat.id) {
      state.openSeen = null;
      report('The chat has ended.');
    }
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
    if (state.selectedId !== null) state.drafts.set(state.selectedId, ui.reply.value);
    ui.reply.value = (id !== null && state.drafts.get(id)) || '';
    state.selectedId = id;
    state.transcript = null;
    state.lastTypingAt = 0;
    state.openSeen = null;
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

  /** One scheduled callback: who, which number, when, its state and API. */
  function callbackItem(callback) {
    const item = document.createElement('li');
    const data = callback.userData || {};
    const name = [data.firstname, data.lastname].filter(Boolean).join(' ') || 'No name';
    const when = callback.desiredTime
      ? new Date(callback.desiredTime).toLocaleString()
      : 'As soon as possible';
    item.dataset.callbackId = callback.id;
    item.textContent =
      name + ', ' + callback.phoneNumber + ': ' + when + ' (' + callback.state + ', ' + callback.api + ')';
    return item;
  }

  /** The callbacks the simulator holds; the list hides when it serves no callbacks (no callbacks module). */
  async function loadCallbacks() {
    let data;
    try {
      data = await request('GET', '/callbacks');
    } catch {
      data = null;
    }
    const shown = data !== null && Array.isArray(data.callbacks);
    const callbacks = shown ? data.callbacks : [];
    ui.callbacksHeading.hidden = !shown;
    ui.callbacksEmpty.hidden = !shown || callbacks.length > 0;
    ui.callbackList.replaceChildren(...callbacks.map(callbackItem));
  }

  /** One click-to-call request: who, from which number, and the number and code given (or why none). */
  function clickToCallItem(entry) {
    const item = document.createElement('li');
    const name = [entry.firstname, entry.lastname].filter(Boolean).join(' ') || 'No name';
    const given =
      entry.outcome === 'number'
        ? entry.accessNumber +
          (entry.accessCode ? ' code ' + entry.accessCode : '') +
          ', expires ' +
          new Date(entry.expiresAt).toLocaleTimeString()
        : entry.outcome + (entry.message ? ' (' + entry.message + ')' : '');
    item.dataset.clickToCallId = entry.id;
    item.textContent = name + ', ' + (entry.customerNumber || 'no number') + ': ' + given;
    return item;
  }

  /** The click-to-call requests; the list hides when the simulator serves none (no click-to-call module). */
  async function loadClickToCall() {
    let data;
    try {
      data = await request('GET', '/click-to-call');
    } catch {
      data = null;
    }
    const shown = data !== null && Array.isArray(data.requests);
    const requests = shown ? data.requests : [];
    ui.clickToCallHeading.hidden = !shown;
    ui.clickToCallEmpty.hidden = !shown || requests.length > 0;
    ui.clickToCallList.replaceChildren(...requests.map(clickToCallItem));
  }

  /** One live co-browse session: its code, and End, which ends it as the agent. */
  function coBrowseItem(session) {
    const item = document.createElement('li');
    item.dataset.cobrowseToken = session.token;
    const label = document.createElement('span');
    label.textContent = 'Code ' + session.token + ' (since ' + new Date(session.startedAt).toLocaleTimeString() + ')';
    const end = document.createElement('button');
    end.type = 'button';
    end.className = 'danger';
    end.textContent = 'End';
    end.setAttribute('aria-label', 'End co-browse ' + session.token);
    end.addEventListener('click', async () => {
      end.disabled = true;
      try {
        await request('POST', '/cobrowse/sessions/' + encodeURIComponent(session.token) + '/end', {});
        report('Co-browse ' + session.token + ' ended.');
      } catch (error) {
        end.disabled = false;
        report('Could not end the co-browse session: ' + describeError(error) + '.');
      }
      refresh();
    });
    item.append(label, end);
    return item;
  }

  /** The live co-browse sessions; the list hides when the simulator serves no co-browse. */
  async function loadCoBrowse() {
    let data;
    try {
      data = await request('GET', '/cobrowse');
    } catch {
      data = null;
    }
    const shown = data !== null && Array.isArray(data.sessions);
    const live = shown ? data.sessions.filter((session) => session.state === 'active') : [];
    ui.coBrowseHeading.hidden = !shown;
    ui.coBrowseEmpty.hidden = !shown || live.length > 0;
    ui.coBrowseList.replaceChildren(...live.map(coBrowseItem));
  }

  /** One message received: who, the subject and how it was answered, and a link to each file. */
  function sendMessageItem(message) {
    const item = document.createElement('li');
    item.dataset.sendMessageId = message.id;
    const name = [message.firstName, message.lastName].filter(Boolean).join(' ') || 'No name';
    const answer =
      message.outcome === 'sent'
        ? 'sent'
        : message.outcome +
          (message.errors ? ' (' + message.errors.map((error) => error.code).join(', ') + ')' : '');
    const label = document.createElement('span');
    label.textContent =
      name + ' <' + (message.fromAddress || 'no address') + '>: ' + (message.subject || 'no subject') + ', ' + answer;
    item.append(label);
    message.files.forEach((file, index) => {
      const link = document.createElement('a');
      link.href = apiRoot + '/send-message/' + encodeURIComponent(message.id) + '/files/' + index;
      link.download = file.name;
      link.textContent = file.name + ' (' + file.size + ' bytes)';
      item.append(' ', link);
    });
    return item;
  }

  /** The messages received; the list hides when the simulator serves none (no send-message module). */
  async function loadSendMessage() {
    let data;
    try {
      data = await request('GET', '/send-message');
    } catch {
      data = null;
    }
    const shown = data !== null && Array.isArray(data.messages);
    const messages = shown ? data.messages : [];
    ui.sendMessageHeading.hidden = !shown;
    ui.sendMessageEmpty.hidden = !shown || messages.length > 0;
    ui.sendMessageList.replaceChildren(...messages.map(sendMessageItem));
  }

  async function refreshOnce() {
    try {
      await loadCallbacks();
      await loadClickToCall();
      await loadCoBrowse();
      await loadSendMessage();
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

  /** Posts a command for the selected chat: its answer (an object), or null after reporting why not. */
  async function command(what, suffix, body) {
    const id = state.selectedId;
    if (id === null) return null;
    try {
      return (await request('POST', chatPath(id, suffix), body || {})) || {};
    } catch (error) {
      report('Could not ' + what + ': ' + describeError(error) + '.');
      return null;
    } finally {
      await refresh();
    }
  }

  async function join() {
    // A second press while the first join is on its way would add a second agent.
    if (state.joining !== null) return;
    const id = state.selectedId;
    const name = ui.agentName.value.trim() || 'Alex';
    const body = ui.agentBot.checked ? { name, bot: true } : { name };
    state.joining = id;
    renderControls();
    let answer;
    try {
      answer = await command('join the chat', '/agent/join', body);
    } finally {
      state.joining = null;
    }
    if (answer && answer.participant && answer.participant.participantId !== undefined) {
      state.joined.set(id, answer.participant.participantId);
      saveJoined();
    }
    renderControls();
    if (!answer) return;
    report('Joined as ' + name + '.');
    ui.reply.focus();
  }

  async function leave() {
    const id = state.selectedId;
    if (!(await command('leave the chat', '/agent/leave', asMyAgent(id, {})))) return;
    state.joined.set(id, null);
    saveJoined();
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
    const chatId = state.selectedId;
    const body = asMyAgent(chatId, { text });
    if (await command('send the message', '/agent/messages', body)) return;
    // Not sent: the text goes back to its own chat's draft, wherever the agent is now.
    if (state.selectedId !== chatId) state.drafts.set(chatId, state.drafts.get(chatId) || text);
    else if (!ui.reply.value) ui.reply.value = text;
  }

  function announceTyping() {
    const now = Date.now();
    if (ui.reply.disabled || !ui.reply.value || now - state.lastTypingAt < typingInterval) return;
    state.lastTypingAt = now;
    const id = state.selectedId;
    request('POST', chatPath(id, '/agent/typing'), asMyAgent(id, {})).catch((error) => {
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
    const body = asMyAgent(state.selectedId, { name: file.name, contentBase64 });
    if (file.type) body.mimeType = file.type;
    ui.file.value = '';
    if (await command('send ' + file.name, '/agent/files', body)) report('Sent ' + file.name + '.');
  }

  /** The simulator's own rich-media samples, by name (the scripted agent sends the same ones). */
  async function loadSamples() {
    if (!state.samples) state.samples = await request('GET', '/agent/samples.json', undefined, '');
    return state.samples;
  }

  async function sendSample(name) {
    let sample;
    try {
      sample = (await loadSamples())[name];
    } catch (error) {
      report('Could not load the rich-media samples: ' + describeError(error) + '.');
      return;
    }
    if (!sample) {
      report('There is no rich-media sample named ' + name + '.');
      return;
    }
    // A sample is a message body as it is: text, contentType and content.
    const body = asMyAgent(state.selectedId, sample);
    if (await command('send the ' + name + ' sample', '/agent/messages', body)) {
      report('Sent the ' + name + ' sample.');
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
      socket = new WebSocket(
        scheme + '//' + location.host + apiRoot + '/events?modules=' + eventModules,
      );
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
  // Focus leaving the menu closes it, also when it leaves the page (no relatedTarget), except during
  // a press inside: some browsers do not focus a clicked button, so the click would look like focus
  // leaving. Pointer presses outside close it below.
  let pressInSamples = false;
  ui.samples.addEventListener('pointerdown', () => {
    pressInSamples = true;
  });
  document.addEventListener('pointerup', () => setTimeout(() => (pressInSamples = false)));
  ui.samples.addEventListener('focusout', (event) => {
    const to = event.relatedTarget;
    if (to ? !ui.samples.contains(to) : !pressInSamples) setSamplesOpen(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (samplesOpen() && !ui.samples.contains(event.target)) setSamplesOpen(false);
  });

  /** The chat id the address names (\`#chat=<id>\`), or null. */
  function chatFromHash() {
    const fromHash = /^#chat=(.+)$/.exec(location.hash);
    if (!fromHash) return null;
    try {
      return decodeURIComponent(fromHash[1]);
    } catch {
      return null;
    }
  }

  // A link, a typed address or Back can name another chat while the page is open. Other fragments
  // are in-page links (the skip link), not a choice of chat.
  window.addEventListener('hashchange', () => {
    if (location.hash === '' || location.hash.startsWith('#chat=')) select(chatFromHash());
  });

  state.selectedId = chatFromHash();
  renderControls();
  void refresh();
  connect();
})();
`;
