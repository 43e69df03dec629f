// The drop-in for site owners who do not write React: a plain page with the legacy
// `window._genesys.widgets` settings and one `<script type="module">` of the built
// `@cxkit/adapters` bundle (dist/cxkit-widgets), served by the simulator and driven in Chromium.
import { cp, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator, type SimulatorInstance } from '@cxkit/simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callControl, expectNoAxeViolations, launchChromium, visitorMessageCount } from './browser';

const bundle = fileURLToPath(
  new URL('../../../packages/adapters/dist/cxkit-widgets', import.meta.url),
);
let siteRoot: string;
let simulator: SimulatorInstance;
let browser: Browser;

/** A company's page: its own content, the legacy settings, then the drop-in script. */
function companyPage(widgets: string, body = ''): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Acme support</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main><h1>Acme support</h1><p>Questions? Chat with us.</p>${body}</main>
    <script>window._genesys = { widgets: ${widgets} };</script>
    <script type="module" src="/widgets/cxkit-widgets.js"></script>
  </body>
</html>
`;
}

/** The page `name`.html with these settings (JavaScript source: `location` is the page's). */
async function publish(name: string, widgets: string, body?: string): Promise<string> {
  await writeFile(join(siteRoot, `${name}.html`), companyPage(widgets, body));
  return `${simulator.url}/${name}.html`;
}

beforeAll(async () => {
  const built = await stat(join(bundle, 'cxkit-widgets.js')).catch(() => undefined);
  if (!built) throw new Error(`No drop-in bundle in ${bundle}: run \`npm run build\` first.`);
  siteRoot = await mkdtemp(join(tmpdir(), 'cxkit-drop-in-'));
  await cp(bundle, join(siteRoot, 'widgets'), { recursive: true });
  [simulator, browser] = await Promise.all([
    startSimulator({ port: 0, host: '127.0.0.1', staticRoot: siteRoot }),
    launchChromium(),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), simulator?.close()]);
  if (siteRoot) await rm(siteRoot, { recursive: true, force: true });
});

/** A chat as the control API lists it (the fields read here). */
interface ChatSummary {
  id: string;
  transport: string;
  visitor: { firstName: string };
  userData: Record<string, string>;
}

/** A callback as the control API lists it (the fields read here). */
interface CallbackSummary {
  api: string;
  serviceName: string;
  phoneNumber: string;
  desiredTime?: string;
  state: string;
  userData: Record<string, unknown>;
}

/** Calls the simulator's control API and returns its JSON. */
const control = <T>(path: string, body?: unknown) =>
  callControl<T>(`${simulator.url}/sim/api/`, path, body);

async function chatOf(firstName: string): Promise<ChatSummary> {
  await expect
    .poll(async () => {
      const { chats } = await control<{ chats: ChatSummary[] }>('chats');
      return chats.find((chat) => chat.visitor.firstName === firstName);
    })
    .toBeDefined();
  const { chats } = await control<{ chats: ChatSummary[] }>('chats');
  return chats.find((chat) => chat.visitor.firstName === firstName)!;
}

/** Opens a page, recording its console errors and warnings and its uncaught errors. */
async function open(url: string) {
  const page = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(url);
  return { page, problems };
}

/** Opens the chat, starts it as `firstName` and returns the simulator's record of it. */
async function startChat(page: Page, firstName: string): Promise<ChatSummary> {
  await page.getByRole('button', { name: 'Live Chat' }).click();
  await page.getByRole('textbox', { name: 'First Name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Owner');
  await page.getByRole('button', { name: 'Start Chat' }).click();
  return chatOf(firstName);
}

/** Room for a poll cycle of the slowest back end (REST v3 reads every 3 s) on a loaded machine. */
const pollCycle = { timeout: 10_000 };

/** The agent joins and says `text`; the visitor sees it and answers `reply`, which reaches the agent. */
async function converse(page: Page, chat: ChatSummary, text: string, reply: string) {
  await control(`chats/${chat.id}/agent/join`, { name: 'Anna' });
  await control(`chats/${chat.id}/agent/messages`, { text });
  const log = page.getByRole('log', { name: 'Chat transcript' });
  await expect.poll(() => log.innerText(), pollCycle).toContain(text);
  await page.getByRole('textbox', { name: 'Message' }).fill(reply);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(() => visitorMessageCount(`${simulator.url}/sim/api/`, chat.id, reply), pollCycle)
    .toBe(1);
}

describe('drop-in widgets from the legacy page settings', () => {
  it('a GMS chat from webchat.dataURL: button, form, user data, agent, reply, styles and CXBus', async () => {
    const url = await publish(
      'gms',
      `{
        main: { theme: 'light', pluginLoadDelay: 0 },
        webchat: {
          dataURL: location.origin + '/genesys/2/chat/customer-support',
          userData: { plan: 'gold', seats: 12 },
          chatButton: { enabled: true, openDelay: 0, effectDuration: 450 },
          emojis: false,
          uploadsEnabled: true,
          charCountEnabled: false,
          pollRate: 3000,
        },
      }`,
    );
    const { page, problems } = await open(url);
    const button = page.getByRole('button', { name: 'Live Chat' });
    await button.waitFor();
    // The stylesheet the script links puts the button on the right edge of the viewport (unstyled,
    // it would follow the page's text on the left).
    const rightGap = () =>
      button.evaluate((element) => window.innerWidth - element.getBoundingClientRect().right);
    await expect.poll(rightGap).toBeLessThan(64);
    expect(await button.evaluate((element) => getComputedStyle(element).animationDuration)).toBe(
      '0.45s',
    );
    expect(
      await button.evaluate((element) => element.getBoundingClientRect().left),
    ).toBeGreaterThan(600);

    const chat = await startChat(page, 'Gemma');
    expect(chat.transport).toBe('gms-v2');
    expect(chat.userData).toMatchObject({ plan: 'gold', seats: '12' });
    await converse(page, chat, 'Hello from Anna', 'Thanks, Anna');
    // No emojis, a file button, no counter while typing: as the legacy settings say.
    await page.getByRole('button', { name: 'Chat actions' }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual([
      'Send a file',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Message' }).fill('Typing on');
    expect(await page.locator('[data-scope="chat-input"][data-part="counter"]').count()).toBe(0);
    await expectNoAxeViolations(page, 'drop-in chat in conversation');

    // The page's own code reaches the chat through the legacy bus.
    await page.evaluate(() =>
      (window as unknown as { CXBus: { command(name: string): unknown } }).CXBus.command(
        'WebChat.minimize',
      ),
    );
    await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).isVisible()).toBe(false);
    // `pollRate` is a legacy setting the reference chat does not read: said once, nothing else.
    expect(problems).toEqual([
      '[cxkit] ignoring webchat settings cxkit does not support: webchat.pollRate',
    ]);
    await page.context().close();
  });

  it.each([
    {
      name: 'rest-v3',
      transport: 'rest-v3',
      webchat: `{ transport: { type: 'pureengage-v3-rest', dataURL: location.origin + '/nexus/v3/chat/sessions', endpoint: 'customer-support' } }`,
    },
    {
      name: 'cloud-v2',
      transport: 'cloud-v2',
      webchat: `{ transport: { type: 'purecloud-v2-sockets', dataURL: location.origin, deploymentKey: 'demo-deployment', orgGuid: 'demo-org', interactionData: { routing: { targetAddress: 'customer-support' } } } }`,
    },
    {
      name: 'gms-push',
      transport: 'gms-cometd',
      webchat: `{ cometD: { enabled: true, cometURL: location.origin + '/genesys/cometd', channel: '/service/chatV2/customer-support', apiURL: location.origin + '/genesys/2/chat-ntf' } }`,
    },
  ])('a chat on $transport from the legacy settings', async ({ name, transport, webchat }) => {
    const url = await publish(name, `{ main: { pluginLoadDelay: 0 }, webchat: ${webchat} }`);
    const { page, problems } = await open(url);
    const chat = await startChat(page, `Visitor-${name}`);
    expect(chat.transport).toBe(transport);
    await converse(page, chat, `Hello on ${name}`, `Reply on ${name}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('main.transitions: the chat window opens with the configured effect and speed, and false stills it', async () => {
    const windowMotion = async (widgets: string, name: string, reducedMotion = false) => {
      const { page, problems } = await open(await publish(name, widgets));
      if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
      const button = page.getByRole('button', { name: 'Live Chat' });
      await button.waitFor();
      const buttonMotion = await button.evaluate(
        (element) => getComputedStyle(element).animationName,
      );
      await button.click();
      const region = page.getByRole('region', { name: 'Live Chat' });
      await region.waitFor();
      const motion = await region.evaluate((element) => {
        const { animationName, animationDuration } = getComputedStyle(element);
        return `${animationName} ${animationDuration}`;
      });
      expect(problems).toEqual([]);
      await page.context().close();
      return { motion, buttonMotion };
    };
    const webchat = `webchat: { dataURL: location.origin + '/genesys/2/chat/customer-support', chatButton: { openDelay: 0 } }`;
    expect(await windowMotion(`{ main: { pluginLoadDelay: 0 }, ${webchat} }`, 'motion')).toEqual({
      motion: 'cx-rise 0.4s',
      buttonMotion: 'cx-fade',
    });
    expect(
      await windowMotion(
        `{ main: { pluginLoadDelay: 0, transitions: { webchat: { effect: 'fade', speed: 'fast' } } }, ${webchat} }`,
        'motion-fade',
      ),
    ).toEqual({ motion: 'cx-fade 0.2s', buttonMotion: 'cx-fade' });
    expect(
      await windowMotion(
        `{ main: { pluginLoadDelay: 0, transitions: { webchat: { effect: 'slide', speed: 900 } } }, ${webchat} }`,
        'motion-slide',
      ),
    ).toEqual({ motion: 'cx-rise 0.9s', buttonMotion: 'cx-fade' });
    expect(
      await windowMotion(
        `{ main: { pluginLoadDelay: 0, transitions: false }, ${webchat} }`,
        'still',
      ),
    ).toEqual({ motion: 'none 0s', buttonMotion: 'none' });
    // The visitor's reduced-motion setting wins over a configured effect.
    expect(
      await windowMotion(
        `{ main: { pluginLoadDelay: 0, transitions: { webchat: { effect: 'fade', speed: 'slow' } } }, ${webchat} }`,
        'motion-reduced',
        true,
      ),
    ).toEqual({ motion: 'none 0s', buttonMotion: 'none' });
  });

  it('bad settings: the chat stays out, every bad field is named, CXBus still boots', async () => {
    const url = await publish(
      'bad',
      `{ main: { pluginLoadDelay: 0 }, webchat: { dataURL: 42, autoInvite: { enabled: 'yes' } } }`,
    );
    const { page, problems } = await open(url);
    await page.waitForFunction(() => 'CXBus' in window);
    await expect.poll(() => problems.length).toBe(1);
    expect(problems[0]).toMatch(/^\[cxkit\] the web chat is not shown: Invalid configuration: /);
    expect(problems[0]).toContain('webchat.dataURL');
    expect(problems[0]).toContain('webchat.autoInvite.enabled');
    expect(await page.getByRole('button', { name: 'Live Chat' }).count()).toBe(0);
    await page.context().close();
  });

  it("empty settings give the spec's 'Invalid configuration'", async () => {
    const url = await publish('empty', `{ main: { pluginLoadDelay: 0 }, webchat: {} }`);
    const { page, problems } = await open(url);
    await page.waitForFunction(() => 'CXBus' in window);
    await expect
      .poll(() => problems)
      .toEqual(['[cxkit] the web chat is not shown: Invalid configuration']);
    await page.context().close();
  });
  it("a callback from callback, calendar and stats: CXBus opens it, the visitor books 'As soon as possible'", async () => {
    const url = await publish(
      'callback',
      `{
        main: { theme: 'light', pluginLoadDelay: 0 },
        callback: {
          dataURL: location.origin + '/genesys/1/service/callback/callback-web',
          userData: { page: 'drop-in' },
          countryCodes: false,
          ewt: { display: true, queue: 'VQ_Callback', threshold: 30 },
        },
        calendar: { numberOfDays: 3 },
        stats: { ewt: { dataURL: location.origin + '/genesys/1/service/ewt-for-vq', apiVersion: 'v1' } },
        onReady: function (CXBus) {
          document.getElementById('open-callback').addEventListener('click', function () {
            CXBus.command('Callback.open');
          });
        },
      }`,
      '<p><button type="button" id="open-callback">Call me back</button></p>',
    );
    const { page, problems } = await open(url);
    await page.getByRole('button', { name: 'Call me back' }).click();
    const window = page.getByRole('region', { name: 'Receive a Call' });
    await window.waitFor();
    // The simulator's default wait (90 s) is above the threshold: the wait shows, read through StatsService.
    await expect.poll(() => window.innerText()).toContain('2 min wait');
    await window.getByLabel('First Name').fill('Callie');
    await window.getByLabel('Last Name').fill('Owner');
    await window.getByLabel('Phone Number').fill('+12015550123');
    await window
      .getByRole('combobox', { name: 'When should we call you?' })
      .selectOption({ label: 'As soon as possible' });
    await window.getByRole('button', { name: 'Confirm' }).click();
    await window.getByRole('heading', { name: "You're booked in!" }).waitFor();
    expect(await window.innerText()).toContain('+12015550123');
    await expectNoAxeViolations(page, 'drop-in callback booked');

    const { callbacks } = await control<{ callbacks: CallbackSummary[] }>('callbacks');
    const booked = callbacks.find((callback) => callback.phoneNumber === '+12015550123');
    expect(booked).toMatchObject({
      api: 'v1',
      serviceName: 'callback-web',
      state: 'QUEUED',
      userData: { firstname: 'Callie', lastname: 'Owner', page: 'drop-in' },
    });
    expect(booked?.desiredTime).toBeUndefined();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('drop-in call widgets from the legacy page settings', () => {
  it('channelselector, callus, cobrowse and clicktocall: one root; a visitor picks Call Us, starts co-browse, then gets a number', async () => {
    const url = await publish(
      'call-widgets',
      `{
        main: { theme: 'light', pluginLoadDelay: 0 },
        stats: { ewt: { dataURL: location.origin + '/genesys/1/service/ewt-for-vq', apiVersion: 'v1' } },
        callus: {
          contacts: [
            { displayName: 'Customer service', number: '1 202 555 0162' },
            { displayName: 'Billing', number: '+44 20 7946 0958' },
          ],
          hours: ['Monday to Friday, 8am to 8pm'],
        },
        cobrowse: { src: location.origin + '/cobrowse/js/gcb.min.js', url: location.origin + '/cobrowse' },
        clicktocall: {
          dataURL: location.origin + '/genesys/1/service/request-interaction',
          userData: { page: 'drop-in' },
          ewt: { display: false },
        },
        channelselector: {
          channels: [
            { name: 'CallUs', displayName: 'Call Us', clickCommand: 'CallUs.open' },
            { name: 'ClickToCall', displayName: 'Click to Call', clickCommand: 'ClickToCall.open' },
            { name: 'CoBrowse', displayName: 'Co-browse', clickCommand: 'CoBrowse.open' },
          ],
        },
        onReady: function (CXBus) {
          document.getElementById('get-in-touch').addEventListener('click', function () {
            CXBus.command('ChannelSelector.open');
          });
        },
      }`,
      '<p><button type="button" id="get-in-touch">Get in touch</button></p>',
    );
    const { page, problems } = await open(url);
    // Every widget renders in the page's one root, so their windows share one dock.
    await expect.poll(() => page.locator('[data-cxkit-widgets]').count()).toBe(1);

    await page.getByRole('button', { name: 'Get in touch', exact: true }).click();
    const selector = page.getByRole('region', { name: 'Live Assistance', exact: true });
    await selector.waitFor();
    const tile = (name: string) => selector.getByRole('button', { name: new RegExp(`^${name}`) });
    // The co-browse tile is enabled once the stand-in script reports its service online.
    await expect
      .poll(() => tile('Co-browse').getAttribute('aria-disabled'), { timeout: 10_000 })
      .not.toBe('true');
    await tile('Call Us').click();
    await selector.waitFor({ state: 'detached' });

    const callUs = page.getByRole('dialog', { name: 'Call Us', exact: true });
    await callUs.waitFor();
    expect(
      await callUs
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['tel:12025550162', 'tel:+442079460958']);
    await expectNoAxeViolations(page, 'drop-in Call Us with the co-browse offer');
    await callUs.getByRole('button', { name: 'Start Co-browse', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Co-browse', exact: true });
    await warning.getByRole('button', { name: 'Start Co-browse', exact: true }).click();
    const sessionBar = page.getByRole('region', { name: 'Co-browse session', exact: true });
    await sessionBar.waitFor();
    await expect
      .poll(async () => {
        const { sessions } = await control<{ sessions: { state: string }[] }>('cobrowse');
        return sessions.filter((session) => session.state === 'active').length;
      })
      .toBe(1);

    await page.evaluate(() =>
      (window as unknown as { CXBus: { command(name: string): Promise<unknown> } }).CXBus.command(
        'ClickToCall.open',
      ),
    );
    const clickToCall = page.getByRole('region', { name: 'ClickToCall', exact: true });
    await clickToCall
      .getByRole('textbox', { name: 'Phone Number', exact: true })
      .fill('+15550003333');
    await clickToCall.getByRole('button', { name: 'Request a number', exact: true }).click();
    await clickToCall.getByText('Dial in now').waitFor();
    expect(
      await clickToCall.getByRole('link', { name: '+18005550100' }).getAttribute('href'),
    ).toMatch(/^tel:\+18005550100,,\d+#$/);
    const { requests } = await control<{
      requests: { customerNumber: string; userData: object }[];
    }>('click-to-call');
    expect(
      requests.find((entry) => entry.customerNumber === '+15550003333')?.userData,
    ).toMatchObject({ page: 'drop-in' });
    await expectNoAxeViolations(page, 'drop-in ClickToCall with a number');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
