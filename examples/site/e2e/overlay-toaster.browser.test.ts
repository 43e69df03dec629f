// The page's overlay and toaster on the demo, opened through the bus: the overlay is a modal dialog
// that takes the focus, keeps Tab inside, closes on Escape while mutable and gives the focus back;
// an immutable one refuses other plugins with 'Overlay view is currently reserved by ...'; the
// toaster leaves the focus on the page and refuses others with 'Toaster view is currently
// reserved'; an open without html is refused with 'No content was provided...'. axe checks each.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, isFocused, settle, useDemoAndBrowser } from './browser';

const session = useDemoAndBrowser();
let page: Page;

const overlay = () => page.getByRole('dialog', { name: 'Spring offer', exact: true });
const toaster = () => page.getByRole('dialog', { name: 'Need help?', exact: true });
const overlayOpener = () => page.getByRole('button', { name: 'Show an overlay', exact: true });
const toasterOpener = () => page.getByRole('button', { name: 'Show a toaster', exact: true });

async function openDemo() {
  page = await session.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(session.demo.siteUrl);
  await overlayOpener().waitFor();
}

/** Runs a bus command in the page as `commander`; its rejection text, if any. */
function command(name: string, options?: unknown, commander?: string): Promise<string | undefined> {
  return page.evaluate(
    async ([commandName, commandOptions, from]) => {
      const { bus } = (
        window as unknown as {
          cxkitDemo: {
            bus: {
              untyped: {
                command(name: string, options?: unknown, commander?: string): Promise<unknown>;
              };
            };
          };
        }
      ).cxkitDemo;
      try {
        await bus.untyped.command(
          commandName as string,
          commandOptions,
          from as string | undefined,
        );
        return undefined;
      } catch (error) {
        return (error as Error).message;
      }
    },
    [name, options, commander] as const,
  );
}

describe('the overlay and the toaster on the demo', () => {
  it('opens the overlay as a modal dialog: focus in, Tab kept inside, Escape, focus back', async () => {
    await openDemo();
    await overlayOpener().focus();
    await overlayOpener().click();
    await overlay().waitFor();
    expect(await overlay().getAttribute('aria-modal')).toBe('true');
    await overlay().getByRole('heading', { name: 'Spring offer' }).waitFor();
    expect(await overlay().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );
    await expectNoAxeViolations(page, 'the overlay');
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await overlay().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Shift+Tab');
    expect(await overlay().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await overlay().waitFor({ state: 'detached' });
    expect(await isFocused(overlayOpener())).toBe(true);
  });

  it('sits where it is told, over a backdrop unless told otherwise', async () => {
    await openDemo();
    const html = '<h2>Placed</h2><p>At the left.</p>';
    expect(
      await command('Overlay.open', { html, position: 'left', label: 'Placed' }),
    ).toBeUndefined();
    const placed = page.getByRole('dialog', { name: 'Placed', exact: true });
    await placed.waitFor();
    const box = await placed.boundingBox();
    expect(box?.x).toBeLessThan(100);
    expect(await page.locator('[data-scope="overlay-frame"][data-part="backdrop"]').count()).toBe(
      1,
    );
    expect(
      await command('Overlay.open', { html, position: 'top', backdrop: false, label: 'Placed' }),
    ).toBeUndefined();
    await page
      .locator('[data-scope="overlay-frame"][data-part="dialog"][data-position="center"]')
      .waitFor();
    expect(await page.locator('[data-scope="overlay-frame"][data-part="backdrop"]').count()).toBe(
      0,
    );
    expect(await command('Overlay.close')).toBeUndefined();
    await placed.waitFor({ state: 'detached' });
  });

  it("refuses other plugins while reserved, with the spec's texts, and an open without html", async () => {
    await openDemo();
    expect(await command('Overlay.open', {})).toBe('No content was provided...');
    expect(
      await command(
        'Overlay.open',
        { html: '<p>Offer</p>', immutable: true, label: 'Offer' },
        'Offers',
      ),
    ).toBeUndefined();
    const offer = page.getByRole('dialog', { name: 'Offer', exact: true });
    await offer.waitFor();
    expect(await command('Overlay.open', { html: '<p>Invite</p>' }, 'Engage')).toBe(
      'Overlay view is currently reserved by Offers',
    );
    expect(await command('Overlay.close', undefined, 'Engage')).toBe(
      'Overlay view is currently reserved by Offers',
    );
    // Reserved: Escape does nothing and there is no close button.
    await page.keyboard.press('Escape');
    await settle(page);
    expect(await offer.isVisible()).toBe(true);
    expect(await offer.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'the reserved overlay');
    expect(await command('Overlay.close', undefined, 'Offers')).toBeUndefined();
    await offer.waitFor({ state: 'detached' });
    expect(await command('Overlay.close')).toBe('already closed');

    expect(
      await command(
        'Toaster.open',
        { title: 'Offer', body: 'Free shipping', immutable: true },
        'Offers',
      ),
    ).toBeUndefined();
    expect(await command('Toaster.open', { title: 'Invite' }, 'Engage')).toBe(
      'Toaster view is currently reserved',
    );
    expect(await command('Toaster.open', { type: 'custom' })).toBe('No content was provided...');
    expect(await command('Toaster.close', undefined, 'Offers')).toBeUndefined();
  });

  it('opens the toaster at the bottom, leaving the focus on the page; its buttons close it', async () => {
    await openDemo();
    await toasterOpener().click();
    await toaster().waitFor();
    expect(await toaster().getAttribute('aria-modal')).toBe('false');
    expect(await isFocused(toasterOpener())).toBe(true);
    const box = await toaster().boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(899);
    await toaster().getByText('An agent is available to chat now.').waitFor();
    await expectNoAxeViolations(page, 'the toaster');
    await toaster().getByRole('button', { name: 'No thanks' }).click();
    await toaster().waitFor({ state: 'detached' });
    await toasterOpener().click();
    await toaster().waitFor();
    await toaster().getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await toaster().waitFor({ state: 'detached' });
  });
});
