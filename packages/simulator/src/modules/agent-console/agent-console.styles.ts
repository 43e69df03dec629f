/** The agent console's stylesheet: light and dark palettes, one column below 48rem. */
export const agentConsoleCss = `:root {
  color-scheme: light dark;
  --cx-bg: #f3f5f8;
  --cx-surface: #ffffff;
  --cx-text: #1b1f24;
  --cx-muted: #545d68;
  --cx-border: #8c959f;
  --cx-accent: #0b5cad;
  --cx-on-accent: #ffffff;
  --cx-danger: #a4221b;
  --cx-on-danger: #ffffff;
  --cx-agent-bg: #e8f1fb;
  --cx-system-bg: #f3f5f8;
  --cx-selected-bg: #dbe9f8;
  --cx-focus: #1a56c4;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  line-height: 1.45;
}

@media (prefers-color-scheme: dark) {
  :root {
    --cx-bg: #111418;
    --cx-surface: #1b1f24;
    --cx-text: #e6e8eb;
    --cx-muted: #a9b1bb;
    --cx-border: #6e7781;
    --cx-accent: #8ab4f8;
    --cx-on-accent: #0b1a2e;
    --cx-danger: #ffb4ab;
    --cx-on-danger: #410002;
    --cx-agent-bg: #1f2b3a;
    --cx-system-bg: #15191e;
    --cx-selected-bg: #233347;
    --cx-focus: #aecbfa;
  }
}

*,
*::before,
*::after {
  box-sizing: border-box;
}

body {
  margin: 0;
  background: var(--cx-bg);
  color: var(--cx-text);
}

h1,
h2,
h3 {
  margin: 0;
  line-height: 1.2;
  /* Visitor names end up in headings: a long one wraps instead of widening the page. */
  overflow-wrap: anywhere;
}

h1 {
  font-size: 1.25rem;
}

h2 {
  font-size: 1.1rem;
}

h3 {
  font-size: 0.95rem;
}

p {
  margin: 0;
}

:focus-visible {
  outline: 3px solid var(--cx-focus);
  outline-offset: 2px;
}

/* Out of sight until it has the keyboard focus: the first Tab stop, past a long chat list. */
.skip-link {
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 1;
  padding: 0.5rem 0.75rem;
  color: var(--cx-text);
  background: var(--cx-surface);
  border-radius: 0.25rem;
  transform: translateY(-200%);
}

.skip-link:focus {
  transform: none;
}

.masthead {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  align-items: baseline;
  justify-content: space-between;
  padding: 0.75rem 1rem;
  background: var(--cx-surface);
  border-bottom: 1px solid var(--cx-border);
}

.connection,
.hint,
.typing {
  color: var(--cx-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
}

.typing:empty {
  display: none;
}

.layout {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  max-width: 80rem;
  margin: 0 auto;
}

@media (min-width: 48rem) {
  .layout {
    grid-template-columns: minmax(14rem, 20rem) minmax(0, 1fr);
    align-items: start;
  }
}

.panel {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  min-width: 0;
  padding: 1rem;
  background: var(--cx-surface);
  border: 1px solid var(--cx-border);
  border-radius: 0.5rem;
}

button,
input,
textarea {
  font: inherit;
  color: inherit;
}

button {
  min-height: 2.5rem;
  padding: 0.375rem 0.875rem;
  border: 1px solid var(--cx-accent);
  border-radius: 0.375rem;
  background: var(--cx-accent);
  color: var(--cx-on-accent);
  cursor: pointer;
}

button.danger {
  border-color: var(--cx-danger);
  background: var(--cx-danger);
  color: var(--cx-on-danger);
}

button:disabled,
input:disabled,
textarea:disabled {
  cursor: not-allowed;
  opacity: 0.55;
}

input:not([type='checkbox']):not([type='file']),
textarea {
  width: 100%;
  min-height: 2.5rem;
  padding: 0.375rem 0.5rem;
  border: 1px solid var(--cx-border);
  border-radius: 0.375rem;
  background: var(--cx-surface);
}

input[type='file'] {
  max-width: 100%;
}

input[type='checkbox'] {
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
}

textarea {
  resize: vertical;
}

.chat-list,
.events,
.samples-menu {
  margin: 0;
  padding: 0;
  list-style: none;
}

.chat-list {
  display: grid;
  gap: 0.5rem;
}

.chat-list:empty {
  display: none;
}

/* Scheduled callbacks: one line each, under the chats. */
.callback-list {
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
}

.callback-list:empty {
  display: none;
}

/* Live co-browse sessions: the code, and End. */
.cobrowse-list {
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

.cobrowse-list li {
  display: flex;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
}

.cobrowse-list:empty {
  display: none;
}

.chat {
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.125rem 0.5rem;
  width: 100%;
  text-align: start;
  background: var(--cx-surface);
  color: var(--cx-text);
  border-color: var(--cx-border);
}

.chat[aria-current='true'] {
  background: var(--cx-selected-bg);
  border: 2px solid var(--cx-accent);
}

.chat-name {
  font-weight: 600;
  overflow-wrap: anywhere;
}

.chat-state {
  justify-self: end;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
}

.chat-subject,
.chat-id {
  grid-column: 1 / -1;
  color: var(--cx-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
}

.toolbar,
.extras {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
}

.field {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.25rem;
  flex: 1 1 12rem;
  min-width: 0;
}

.check {
  display: flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 2.5rem;
}

.actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
}

.transcript {
  max-height: 55vh;
  min-height: 8rem;
  overflow-y: auto;
  padding: 0.5rem;
  border: 1px solid var(--cx-border);
  border-radius: 0.375rem;
}

.events {
  display: grid;
  gap: 0.5rem;
}

.event {
  padding: 0.375rem 0.5rem;
  border-inline-start: 4px solid var(--cx-border);
  border-radius: 0.25rem;
}

.event[data-from='Client'] {
  border-inline-start-color: var(--cx-accent);
}

.event[data-from='Agent'] {
  background: var(--cx-agent-bg);
}

.event[data-kind='system'] {
  background: var(--cx-system-bg);
  color: var(--cx-muted);
  font-style: italic;
  font-size: 0.875rem;
}

.event-meta {
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.5rem;
  color: var(--cx-muted);
  font-size: 0.8rem;
}

.event-sender {
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
}

.event-text {
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}

.event-detail {
  color: var(--cx-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
}

.reply {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.25rem;
}

.reply-footer {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
}

.samples {
  position: relative;
}

.samples-menu {
  position: absolute;
  inset-inline-start: 0;
  bottom: calc(100% + 0.25rem);
  z-index: 1;
  display: grid;
  gap: 0.25rem;
  min-width: 100%;
  padding: 0.375rem;
  background: var(--cx-surface);
  border: 1px solid var(--cx-border);
  border-radius: 0.375rem;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
}

.samples-menu[hidden] {
  display: none;
}

.samples-menu button {
  width: 100%;
  text-align: start;
  background: var(--cx-surface);
  color: var(--cx-text);
  border-color: var(--cx-border);
}

.footer {
  position: sticky;
  bottom: 0;
  padding: 0.5rem 1rem;
  background: var(--cx-surface);
  border-top: 1px solid var(--cx-border);
}

.status {
  min-height: 1.45em;
  overflow-wrap: anywhere;
}
`;
