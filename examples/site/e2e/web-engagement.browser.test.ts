// Web engagement on the demo against the simulator's GWE server: the demo's bridge loads the
// stand-in tracker from the configured endpoint, the control API pushes a chat invite to the
// visitor, and the engage invite toast shows. 'Start chat' opens the chat with the invite's
// registration data prefilled, the chat starts against the simulator, and GWE receives the accept
// disposition exactly as service-protocols 12 sends it; declining, the timeout and leaving the page
// are recorded too.
// axe checks each state.
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, settle } from './browser';
import {
  byName,
  chatWindow,
  control,
  eventually,
  inWindow,
  openDemo,
  page,
  startedChat,
  useChatDemo,
} from './chat-demo';

useChatDemo();

interface Disposition {
  result: string;
  media: string;
  visitID: string;
  pageID: string;
  alias: string;
  engagementID: string;
  webengagement: string;
}

const dispositions = async () =>
  (await control<{ dispositions: Disposition[] }>('gwe/dispositions')).dispositions;

const invite = () => page.getByRole('dialog', { name: 'Need help?', exact: true });

/** Opens the demo and waits until its GWE bridge has loaded the tracker; returns the visitor's ids. */
async function openWithGwe(): Promise<{ visitID: string; pageID: string }> {
  await openDemo();
  await page.waitForFunction(
    () =>
      window.cxkitDemo?.bus.registry().some((plugin) => plugin.name === 'GWE' && plugin.ready) ??
      false,
  );
  return page.evaluate(
    () =>
      window.cxkitDemo!.bus.command('GWE.getIDs') as Promise<{ visitID: string; pageID: string }>,
  );
}

/** Pushes a chat invite to `visitID` through the control API; returns the invite as pushed. */
async function pushInvite(visitID: string, fields: Record<string, unknown> = {}) {
  const { invite: pushed } = await control<{ invite: { engagementID: string; actionID: string } }>(
    'gwe/invites',
    {
      visitID,
      chatOptions: {
        registration: true,
        userData: { firstName: 'Invited', lastName: 'Visitor', email: 'invited@example.org' },
      },
      ...fields,
    },
  );
  return pushed;
}

describe('web engagement (GWE) invites', () => {
  it("loads GTCJ.min.js from the endpoint; the demo's button pushes an invite that shows", async () => {
    await openWithGwe();
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((script) => script.src).filter(Boolean),
    );
    expect(scripts.some((src) => src.endsWith('/gwe/server/resources/js/build/GTCJ.min.js'))).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Push an invite from GWE', ...byName }).click();
    await invite().waitFor();
    await settle(page);
    await expectNoAxeViolations(page, 'with the invite toast');
    expect(await invite().getByText('Let us know if we can help out.').count()).toBe(1);
    await invite()
      .getByRole('button', { name: 'Close', ...byName })
      .click();
    await invite().waitFor({ state: 'detached' });
  });

  it("'Start chat' opens the chat prefilled, the chat starts, and GWE gets the accept", async () => {
    const ids = await openWithGwe();
    const pushed = await pushInvite(ids.visitID, {
      subject: 'Need help?',
      message: 'Ada is online and can help you with your order.',
      chatOptions: {
        registration: true,
        userData: { firstName: 'Acceptor', lastName: 'Lovelace', email: 'acceptor@example.org' },
      },
    });
    await invite().waitFor();
    expect(
      await invite().getByText('Ada is online and can help you with your order.').count(),
    ).toBe(1);
    await invite()
      .getByRole('button', { name: 'Start chat', ...byName })
      .click();
    await invite().waitFor({ state: 'detached' });

    await chatWindow().waitFor();
    await inWindow('textbox', 'First Name').waitFor();
    expect(await inWindow('textbox', 'First Name').inputValue()).toBe('Acceptor');
    expect(await inWindow('textbox', 'Last Name').inputValue()).toBe('Lovelace');
    expect(await inWindow('textbox', 'Email').inputValue()).toBe('acceptor@example.org');
    await settle(page);
    await expectNoAxeViolations(page, 'with the chat opened from the invite');

    await eventually(async () =>
      (await dispositions()).filter((entry) => entry.visitID === ids.visitID),
    ).toEqual([
      {
        receivedAt: expect.any(String) as unknown,
        result: 'accept',
        media: 'chat',
        visitID: ids.visitID,
        pageID: ids.pageID,
        alias: 'cxkit-sim',
        engagementID: pushed.engagementID,
        webengagement: '',
        withCookies: expect.any(Boolean) as unknown,
      },
    ]);

    await inWindow('textbox', 'Subject').fill('From an invite');
    await inWindow('button', 'Start Chat').click();
    const chat = await startedChat('Acceptor');
    expect(chat.visitor).toMatchObject({
      firstName: 'Acceptor',
      lastName: 'Lovelace',
      emailAddress: 'acceptor@example.org',
    });
  });

  it("'No thanks' declines: GWE gets cancel, and no chat opens", async () => {
    const ids = await openWithGwe();
    await pushInvite(ids.visitID);
    await invite().waitFor();
    await invite()
      .getByRole('button', { name: 'No thanks', ...byName })
      .click();
    await invite().waitFor({ state: 'detached' });
    await eventually(async () =>
      (await dispositions()).filter((entry) => entry.visitID === ids.visitID).map((d) => d.result),
    ).toEqual(['cancel']);
    expect(await chatWindow().count()).toBe(0);
  });

  it('times out after the invite timeout: GWE gets timeout', async () => {
    const ids = await openWithGwe();
    await pushInvite(ids.visitID, { inviteTimeout: 2 });
    await invite().waitFor();
    await invite().waitFor({ state: 'detached', timeout: 10_000 });
    await eventually(async () =>
      (await dispositions()).filter((entry) => entry.visitID === ids.visitID).map((d) => d.result),
    ).toEqual(['timeout']);
  });

  it('leaving the page with the invite showing sends pageExit', async () => {
    const ids = await openWithGwe();
    await pushInvite(ids.visitID);
    await invite().waitFor();
    await page.goto('about:blank');
    await eventually(async () =>
      (await dispositions()).filter((entry) => entry.visitID === ids.visitID).map((d) => d.result),
    ).toEqual(['pageExit']);
  });
});
