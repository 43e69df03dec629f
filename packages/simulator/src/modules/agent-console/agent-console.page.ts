/** Path of the agent console page; its assets live below it. */
export const AGENT_CONSOLE_PATH = '/agent';

/** The agent console's HTML document; the script fills it in from the control API. */
export const agentConsoleHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Agent console · cxkit simulator</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${AGENT_CONSOLE_PATH}/console.css" />
    <script src="${AGENT_CONSOLE_PATH}/console.js" defer></script>
  </head>
  <body>
    <a class="skip-link" href="#conversation">Skip to the conversation</a>
    <header class="masthead">
      <h1>Agent console</h1>
      <p id="connection" class="connection">Connecting…</p>
    </header>
    <main class="layout">
      <section class="panel chats" aria-labelledby="chats-heading">
        <h2 id="chats-heading">Chats</h2>
        <p id="chats-empty" class="hint">No chats yet. Start one from the demo site.</p>
        <ul id="chat-list" class="chat-list" aria-labelledby="chats-heading"></ul>
        <h2 id="callbacks-heading">Callbacks</h2>
        <p id="callbacks-empty" class="hint">No callbacks yet. Request one from the demo site.</p>
        <ul id="callback-list" class="callback-list" aria-labelledby="callbacks-heading"></ul>
        <h2 id="click-to-call-heading">Click-to-call numbers</h2>
        <p id="click-to-call-empty" class="hint">
          No click-to-call numbers yet. Request one from the demo site.
        </p>
        <ul
          id="click-to-call-list"
          class="callback-list"
          aria-labelledby="click-to-call-heading"
        ></ul>
        <h2 id="cobrowse-heading">Co-browse</h2>
        <p id="cobrowse-empty" class="hint">No co-browse session. Start one from the demo site.</p>
        <ul id="cobrowse-list" class="cobrowse-list" aria-labelledby="cobrowse-heading"></ul>
        <h2 id="send-message-heading">Messages</h2>
        <p id="send-message-empty" class="hint">No messages yet. Send one from the demo site.</p>
        <ul
          id="send-message-list"
          class="callback-list"
          aria-labelledby="send-message-heading"
        ></ul>
      </section>
      <section
        id="conversation"
        class="panel conversation"
        aria-labelledby="conversation-heading"
        tabindex="-1"
      >
        <h2 id="conversation-heading">No chat selected</h2>
        <p id="conversation-meta" class="hint">Choose a chat from the list.</p>
        <form id="join-form" class="toolbar">
          <div class="field">
            <label for="agent-name">Agent name</label>
            <input id="agent-name" name="agentName" value="Alex" autocomplete="off" disabled />
          </div>
          <div class="check">
            <input id="agent-bot" name="agentBot" type="checkbox" disabled />
            <label for="agent-bot">Join as a bot</label>
          </div>
          <div class="actions">
            <button id="join" type="submit" disabled>Join</button>
            <button id="leave" type="button" disabled>Leave</button>
            <button id="end" type="button" class="danger" disabled>End chat</button>
          </div>
        </form>
        <h3 id="transcript-heading">Transcript</h3>
        <div
          id="transcript"
          class="transcript"
          role="log"
          aria-labelledby="transcript-heading"
          tabindex="0"
        >
          <ol id="events" class="events"></ol>
        </div>
        <p id="typing" class="typing" aria-live="polite"></p>
        <form id="reply-form" class="reply">
          <label for="reply">Reply</label>
          <textarea id="reply" name="reply" rows="3" aria-describedby="reply-hint" disabled></textarea>
          <div class="reply-footer">
            <p id="reply-hint" class="hint">Enter sends; Shift+Enter starts a new line.</p>
            <button id="send" type="submit" disabled>Send</button>
          </div>
        </form>
        <div class="extras">
          <div class="field">
            <label for="file">Send a file</label>
            <input id="file" name="file" type="file" disabled />
          </div>
          <div id="samples" class="samples">
            <button
              id="samples-toggle"
              type="button"
              aria-expanded="false"
              aria-controls="samples-menu"
              disabled
            >
              Send rich-media sample
            </button>
            <ul id="samples-menu" class="samples-menu" aria-label="Rich-media samples" hidden>
              <li><button type="button" data-sample="quick-replies">Quick replies</button></li>
              <li>
                <button type="button" data-sample="generic-media-text-components">Generic card</button>
              </li>
              <li><button type="button" data-sample="list-vertical">Vertical list</button></li>
            </ul>
          </div>
        </div>
      </section>
    </main>
    <footer class="footer">
      <p id="status" class="status" role="status"></p>
    </footer>
  </body>
</html>
`;
