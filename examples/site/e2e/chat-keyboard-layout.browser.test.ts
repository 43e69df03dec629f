// The web chat with the keyboard alone, its focus, and its layout at every viewport, on the demo and the simulator.
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, isFocused, settle, tabTo } from './browser';
import {
  agent,
  agentJoins,
  byName,
  alertDialog,
  chatButton,
  chatOf,
  chatWindow,
  control,
  dialog,
  eventually,
  fillForm,
  horizontalOverflow,
  inDialog,
  inWindow,
  messageBox,
  openDemo,
  page,
  phone,
  screenshot,
  send,
  sentBubble,
  session,
  shows,
  startChat,
  startedChat,
  transcript,
  useChatDemo,
  visitorMessages,
  windowBox,
} from './chat-demo';

useChatDemo();

describe('the web chat on the demo and the simulator: keyboard, focus and layout', () => {
  it('works with the keyboard alone, without trapping the focus in the window', async () => {
    await openDemo();
    await tabTo(page, chatButton());
    await page.keyboard.press('Enter');
    const firstName = inWindow('textbox', 'First Name');
    await eventually(() => isFocused(firstName)).toBe(true);
    for (const [index, value] of ['Keys', 'Board', 'keys@example.com', 'Keyboard only'].entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await transcript().waitFor();
    // Start Chat went away with the form: the focus goes on to the message box.
    await eventually(() => isFocused(messageBox())).toBe(true);
    const chat = await startedChat('Keys');
    const chatId = chat.id;
    expect(chat.visitor.subject).toBe('Keyboard only');
    await agentJoins(chatId);

    await tabTo(page, messageBox());
    await page.keyboard.type('Typed with the keyboard');
    await page.keyboard.press('Enter');
    await sentBubble('Typed with the keyboard').waitFor();
    await eventually(() => visitorMessages(chatId, 'Typed with the keyboard')).toBe(1);
    expect(await messageBox().inputValue()).toBe('');
    expect(await isFocused(messageBox())).toBe(true);

    // The actions menu: open, move, pick; then open and close it with Escape.
    const actions = inWindow('button', 'Chat actions');
    await tabTo(page, actions, { backwards: true });
    await page.keyboard.press('Enter');
    const item = (name: string) => chatWindow().getByRole('menuitem', { name, ...byName });
    await eventually(() => isFocused(item('Smile'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(item('Sad'))).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(() => messageBox().inputValue()).toBe('🙁');
    expect(await isFocused(messageBox())).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(() => visitorMessages(chatId, '🙁')).toBe(1);
    await tabTo(page, actions, { backwards: true });
    await page.keyboard.press('ArrowDown');
    await eventually(() => isFocused(item('Smile'))).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => item('Smile').isHidden()).toBe(true);
    expect(await isFocused(actions)).toBe(true);

    // Escape closes the top dialog, and only it.
    const endChat = inWindow('button', 'End Chat');
    await tabTo(page, endChat);
    await page.keyboard.press('Enter');
    const confirmEnd = alertDialog('End chat');
    await confirmEnd.waitFor();
    expect(await isFocused(inDialog(confirmEnd, 'Cancel'))).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => confirmEnd.count()).toBe(0);
    await eventually(() => isFocused(endChat)).toBe(true);
    expect(await chatWindow().isVisible()).toBe(true);

    // The window is not modal: Tab goes on past it.
    const focusInWindow = () =>
      page.evaluate(() => document.activeElement?.closest('[data-scope="window"]') != null);
    let presses = 0;
    while (await focusInWindow()) {
      expect(presses, 'Tab presses to leave the chat window').toBeLessThan(10);
      await page.keyboard.press('Tab');
      presses += 1;
    }

    // Closing the window asks first while the chat runs, then gives the focus to the chat button.
    await tabTo(page, inWindow('button', 'Close'), { backwards: true });
    await page.keyboard.press('Enter');
    const confirmClose = alertDialog('Close chat window');
    await confirmClose.waitFor();
    await expectNoAxeViolations(page, 'with the close confirmation');
    await tabTo(page, inDialog(confirmClose, 'Close'));
    await page.keyboard.press('Enter');
    await eventually(() => chatWindow().count()).toBe(0);
    await eventually(() => isFocused(chatButton())).toBe(true);
    await eventually(async () => (await chatOf('Keys'))?.state).toBe('ended');
  });

  it('keeps the keyboard focus in the window when what had it goes away, and gives it back to the chat button', async () => {
    await openDemo();
    // A start that fails: the error dialog closes onto the form again.
    // A 5xx without an error list counts as lost; a dropped connection Chromium would try again.
    await control('faults', { route: '/chat/[^/]+/?$', action: 'error', status: 503, count: 1 });
    session.allowConsoleErrors(
      /^Failed to load resource: the server responded with a status of 503/,
    );
    await chatButton().click();
    await fillForm('Focus');
    await inWindow('button', 'Start Chat').press('Enter');
    const startError = alertDialog('Chat could not start');
    await startError.waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => isFocused(inWindow('textbox', 'First Name'))).toBe(true);

    await inWindow('button', 'Start Chat').press('Enter');
    await eventually(() => isFocused(messageBox())).toBe(true);
    const chatId = (await startedChat('Focus')).id;
    await agentJoins(chatId);

    // The agent side ends the chat while the visitor types: the message box is disabled under them.
    await messageBox().type('about to');
    await agent.offerSurvey(chatId);
    await agent.endChat(chatId);
    const survey = dialog('Chat survey');
    await survey.waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => survey.count()).toBe(0);
    await eventually(() => isFocused(transcript())).toBe(true);

    // A new chat ended from the window: End Chat goes away with it.
    await inWindow('button', 'Close').click();
    await eventually(() => chatWindow().count()).toBe(0);
    const nextId = await startChat('Focused');
    await agentJoins(nextId);
    await inWindow('button', 'End Chat').press('Enter');
    await inDialog(alertDialog('End chat'), 'End chat').press('Enter');
    await eventually(() => isFocused(transcript())).toBe(true);
  });

  it('while a chat starts, keeps the focus on the loading status, which stands still for a visitor who prefers reduced motion', async () => {
    await openDemo({ reducedMotion: 'reduce' });
    await control('faults', { route: '/chat/[^/]+/?$', action: 'delay', ms: 2000, count: 1 });
    await chatButton().click();
    await fillForm('Waiting');
    await inWindow('button', 'Start Chat').press('Enter');
    const loading = chatWindow().getByRole('status').filter({ hasText: 'Loading' });
    await loading.waitFor();
    await eventually(() => isFocused(loading)).toBe(true);
    const running = await page.evaluate(
      () =>
        document.getAnimations().filter((animation) => animation.playState === 'running').length,
    );
    expect(running, 'running animations').toBe(0);
    await eventually(() => isFocused(messageBox())).toBe(true);
  });

  it('gives the focus back to the chat button when the window closes before the button has shown', async () => {
    await openDemo();
    await tabTo(page, chatButton());
    await page.keyboard.press('Enter');
    // At once: the chat code has just loaded, and its chat button waits for the dock's delay.
    await inWindow('button', 'Close').press('Enter');
    await eventually(() => chatWindow().count()).toBe(0);
    await eventually(() => isFocused(chatButton())).toBe(true);
  });

  it('at 320 px wide: the window takes the mobile layout and nothing scrolls sideways', async () => {
    const fullScreen = { x: 0, y: 0, ...phone };
    await openDemo({ viewport: phone, theme: 'light' });
    await chatButton().click();
    await inWindow('textbox', 'First Name').waitFor();
    expect(await chatWindow().getAttribute('data-mobile')).toBe('true');
    expect(await windowBox(), 'the form full screen').toEqual(fullScreen);
    expect(
      await horizontalOverflow(),
      'horizontal overflow with the form (px)',
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'with the form at 320 px wide, in the light theme');

    await fillForm('Narrow');
    await inWindow('button', 'Start Chat').click();
    await transcript().waitFor();
    const chatId = (await startedChat('Narrow')).id;
    await agentJoins(chatId);
    await agent.say(
      chatId,
      'A long answer, so that the bubble has to wrap on a narrow screen: https://example.com/a/rather/long/path/that/must/not/widen/the/page',
    );
    await shows('A long answer');
    // A system line with one long unbroken word (a server's notice with a URL) wraps as well.
    const notice = `Notice:${'https://example.com/notice/'.repeat(4)}`;
    await agent.say(chatId, notice, 'Notice');
    await shows(notice);
    const noticeOverflow = await transcript()
      .getByText(notice)
      .evaluate((element) => {
        const line = element.closest('[data-part="notice"]') ?? element;
        const log = line.closest('[role="log"]')!;
        return Math.max(
          line.scrollWidth - line.clientWidth,
          line.getBoundingClientRect().right - log.getBoundingClientRect().right,
        );
      });
    expect(noticeOverflow, 'a long system line past its box or the log (px)').toBeLessThanOrEqual(
      0,
    );
    await send('Short reply');
    expect(await windowBox(), 'the chat full screen').toEqual(fullScreen);
    // The remaining-characters counter above the message bar leaves the newest bubble uncovered,
    // once the transcript has followed it: the bubble loses its "Sending…" line as it is confirmed,
    // and the list corrects its scroll over the frames after (slow ones on a busy machine).
    const counterOverlap = () =>
      chatWindow().evaluate((region) => {
        const counter = region.querySelector('[data-scope="chat-input"][data-part="counter"]')!;
        const rows = region.querySelectorAll('[data-scope="transcript"][data-part="row"]');
        const last = [...rows].sort(
          (a, b) => a.getBoundingClientRect().bottom - b.getBoundingClientRect().bottom,
        )[rows.length - 1]!;
        const bubble = last.querySelector('[data-part="bubble"]') ?? last;
        return bubble.getBoundingClientRect().bottom - counter.getBoundingClientRect().top;
      });
    await expect
      .poll(counterOverlap, { message: 'the newest bubble under the counter (px)', timeout: 5_000 })
      .toBeLessThanOrEqual(0);
    expect(await messageBox().getAttribute('data-layout')).toBe('mobile');
    const fontSize = await messageBox().evaluate((element) => getComputedStyle(element).fontSize);
    expect(
      parseFloat(fontSize),
      'message font size (px), so iOS does not zoom',
    ).toBeGreaterThanOrEqual(16);
    expect(await horizontalOverflow(), 'horizontal overflow with a chat (px)').toBeLessThanOrEqual(
      0,
    );
    await expectNoAxeViolations(page, 'with a chat at 320 px wide, in the light theme');
    await screenshot('chat-320px');

    // Full screen, the window covers the page: Tab from its last control goes round to its first,
    // not to the page's controls hidden behind it.
    const inChatWindow = () =>
      chatWindow().evaluate((region) => region.contains(document.activeElement));
    await inWindow('button', 'End Chat').focus();
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await inChatWindow(), `focus in the chat window after ${press + 1} Tab(s)`).toBe(true);
    }
  });

  it('at 320 px wide: the counter above the message bar leaves the agent typing line readable', async () => {
    await openDemo({ viewport: phone });
    await chatButton().click();
    await fillForm('Typist');
    await inWindow('button', 'Start Chat').click();
    const chatId = (await startedChat('Typist')).id;
    const name = 'Anna-Maria Grünewald-Sánchez de la Vega y Villalobos';
    await agent.join(chatId, name);
    await shows(`${name} has joined the session`);
    // In French the line is longer, and its end reaches the counter's corner.
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('fr');
    await agent.typing(chatId);
    const typing = page.getByText(`${name} est en train d'écrire`);
    await typing.waitFor();
    const overlap = await typing.evaluate((element) => {
      const counter = element
        .closest('[data-scope="window"][data-part="root"]')!
        .querySelector('[data-scope="chat-input"][data-part="counter"]')!
        .getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].some(
        (line) =>
          line.left < counter.right &&
          counter.left < line.right &&
          line.top < counter.bottom &&
          counter.top < line.bottom,
      );
    });
    expect(overlap, 'the typing text under the counter').toBe(false);
  });

  // The visitor opens the demo's Welcome window first, which docks 55 px from the right (360 px
  // wide), and the chat window next to it (55 + 360 + 24 = 439 px from the right), as far as the
  // viewport allows.
  it.each([
    { width: 1280, height: 800, right: 439 },
    { width: 1024, height: 768, right: 439 },
    { width: 800, height: 600, right: 439 },
    { width: 667, height: 375, right: undefined },
  ])(
    'at $width x $height: the docked window stays inside the viewport, also maximized (WCAG 1.4.10)',
    async ({ width, height, right }) => {
      const viewport = { width, height };
      await openDemo({ viewport });
      const welcome = page.getByRole('region', { name: 'Welcome', exact: true });
      await page.getByRole('button', { name: 'Open Welcome', ...byName }).click();
      await welcome.waitFor();
      await chatButton().click();
      await inWindow('textbox', 'First Name').waitFor();
      expect(await chatWindow().getAttribute('data-mobile')).toBeNull();
      const inside = async (when: string) => {
        const box = await windowBox();
        expect(box.x, `left edge ${when}`).toBeGreaterThanOrEqual(0);
        expect(box.y, `top edge ${when}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `right edge ${when}`).toBeLessThanOrEqual(width);
        expect(box.y + box.height, `bottom edge ${when}`).toBeLessThanOrEqual(height);
        expect(await horizontalOverflow(), `horizontal overflow ${when} (px)`).toBeLessThanOrEqual(
          0,
        );
        return box;
      };
      const docked = await inside('docked');
      if (right !== undefined) {
        expect(width - docked.x - docked.width, "the spec's offset, where it fits").toBe(right);
      }
      const maximize = inWindow('button', 'Maximize');
      await maximize.click();
      await eventually(() => maximize.getAttribute('aria-pressed')).toBe('true');
      const maximized = await inside('maximized');
      expect(maximized.height, 'maximized: taller').toBeGreaterThanOrEqual(docked.height);
      expect(maximized.width, 'maximized: not narrower').toBeGreaterThanOrEqual(docked.width);
      if (right !== undefined) {
        expect(width - maximized.x - maximized.width, 'the offset, maximized').toBe(right);
      }

      await welcome.getByRole('button', { name: 'Close', ...byName }).click();
      await page.getByRole('button', { name: 'Open Welcome', ...byName }).waitFor();
      await inside('maximized, alone in the dock');
      await maximize.click();
      await eventually(() => maximize.getAttribute('aria-pressed')).toBe('false');
      await inside('alone in the dock');
    },
  );

  // A long draft: the message box grows to its line limit only as far as the window's height
  // allows, then scrolls inside; the transcript keeps some height and the whole box stays in view.
  // A phone turned sideways is wider than the 600 px breakpoint but gets the mobile layout; a desktop
  // window of the same size keeps the docked one, and so does a tablet. On a touch screen the message
  // text is at least 16 px, or iOS zooms into the box.
  it.each([
    { width: 320, height: 256, touch: false, mobile: true, lines: undefined },
    { width: 667, height: 375, touch: false, mobile: false, lines: undefined },
    { width: 844, height: 390, touch: true, mobile: true, lines: undefined },
    { width: 320, height: 640, touch: false, mobile: true, lines: 8 },
    { width: 1280, height: 800, touch: false, mobile: false, lines: 11 },
    { width: 1024, height: 768, touch: true, mobile: false, lines: undefined },
  ])(
    'at $width x $height (touch: $touch): a long draft keeps the transcript and the whole message box in view',
    async ({ width, height, touch, mobile, lines }) => {
      await openDemo({ viewport: { width, height }, touch });
      const name = `Draft${width}x${height}`;
      await chatButton().click();
      const fieldFont = await inWindow('textbox', 'First Name').evaluate((element) =>
        parseFloat(getComputedStyle(element).fontSize),
      );
      if (mobile || touch) expect(fieldFont, 'form font size (px)').toBeGreaterThanOrEqual(16);
      await fillForm(name);
      await inWindow('button', 'Start Chat').click();
      const chatId = (await startedChat(name)).id;
      await agentJoins(chatId);
      expect(await chatWindow().getAttribute('data-mobile')).toBe(mobile ? 'true' : null);
      const draft = 'A long question about my order, written in one go. '.repeat(10).slice(0, 495);
      await messageBox().fill(draft);
      await settle(page);
      const box = await messageBox().evaluate((element) => {
        const area = element as HTMLTextAreaElement;
        const own = area.getBoundingClientRect();
        const window = area.closest('[data-scope="window"][data-part="root"]')!;
        const frame = window.getBoundingClientRect();
        const log = window.querySelector('[role="log"]')!.getBoundingClientRect();
        const style = getComputedStyle(area);
        return {
          fontSize: parseFloat(style.fontSize),
          top: own.top - frame.top,
          bottom: frame.bottom - own.bottom,
          log: log.height,
          scrolls: area.scrollHeight > area.clientHeight,
          lines:
            (area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
            parseFloat(style.lineHeight),
        };
      });
      expect(box.top, 'message box below the window top (px)').toBeGreaterThanOrEqual(0);
      expect(box.bottom, 'message box above the window bottom (px)').toBeGreaterThanOrEqual(0);
      expect(box.log, 'transcript height (px)').toBeGreaterThanOrEqual(40);
      expect(box.scrolls, 'the draft scrolls inside the message box').toBe(true);
      if (lines !== undefined) expect(box.lines, 'lines shown').toBeCloseTo(lines, 1);
      if (mobile || touch)
        expect(box.fontSize, 'message font size (px)').toBeGreaterThanOrEqual(16);
      expect(await messageBox().inputValue()).toBe(draft);
    },
  );

  it('on a phone turned sideways, gives the transcript at least half the height', async () => {
    await openDemo({ viewport: { width: 844, height: 390 }, touch: true });
    await chatButton().click();
    await fillForm('Sideways');
    await inWindow('button', 'Start Chat').click();
    await transcript().waitFor();
    await settle(page);
    const log = await transcript().boundingBox();
    expect(log!.height, 'transcript height (px)').toBeGreaterThanOrEqual(390 / 2);
    // The bars stay usable targets.
    for (const name of ['Minimize', 'Close', 'End Chat']) {
      const target = await inWindow('button', name).boundingBox();
      expect(target!.height, `${name} height (px)`).toBeGreaterThanOrEqual(24);
    }
  });
});
