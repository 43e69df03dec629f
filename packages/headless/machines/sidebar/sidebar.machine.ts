import { and, assign, emit, sendTo, setup, stateIn } from 'xstate';
import { viewportWatch } from '../widget-window/widget-window.actors';
import { mobileOf } from '../widget-window/widget-window.config';
import { windowPartsOf } from '../widget-window/widget-window.logic';
import { overlayWatch } from './sidebar.actors';
import { resolveSidebarOptions, sidebarTimings } from './sidebar.options';
import type { SidebarContext, SidebarEmitted, SidebarEvent, SidebarInput } from './sidebar.types';

const menuShown = '#sidebar.open.menu.shown';

/**
 * The sidebar (spec 3, sections 2, 4 and 9): closed or open and, while open, its desktop strip
 * contracted or expanded: 250 ms of hover expand it (`expandOnHover`), and it contracts 500 ms after
 * the pointer leaves; `SideBar.expand` and `contract` do it at once. On mobile its branding button
 * shows the 'Need help?' list of the channels over the page, holding the overlay view while it
 * shows. A channel chosen is told (`selected`); the widget runs its command.
 */
export const sidebarMachine = setup({
  types: {
    context: {} as SidebarContext,
    events: {} as SidebarEvent,
    input: {} as SidebarInput,
    emitted: {} as SidebarEmitted,
  },
  actors: { viewportWatch, overlayWatch },
  delays: {
    expandDelay: ({ context }) => context.timings.expandDelay,
    contractDelay: ({ context }) => context.timings.contractDelay,
  },
  guards: {
    showsOnStartup: ({ context }) => context.options.showOnStartup,
    expandsOnHover: ({ context }) => context.options.expandOnHover && !context.mobile,
    isMenuShown: stateIn(menuShown),
    isKnownChannel: ({ context, event }) =>
      event.type === 'channel.select' &&
      context.options.channels.some((channel) => channel.name === event.name),
    isChannelChosenFromMenu: and(['isKnownChannel', stateIn(menuShown)]),
    isNewButton: ({ context, event }) =>
      event.type === 'button.add' &&
      !context.options.channels.some((channel) => channel.name === event.channel.name),
    isOverlayFree: ({ context }) =>
      !(context.overlay?.refuses({ type: 'view.open', commander: context.name }) ?? false),
    isDesktopNow: ({ context, event }) =>
      !mobileOf({ context, event: event as Extract<SidebarEvent, { type: 'viewport.change' }> }),
  },
  actions: {
    readMobile: assign({ mobile: mobileOf }),
    assignOptions: assign({
      options: ({ context, event }) =>
        event.type === 'widget.configure' ? event.options : context.options,
    }),
    assignButton: assign({
      options: ({ context, event }) =>
        event.type === 'button.add'
          ? { ...context.options, channels: [...context.options.channels, event.channel] }
          : context.options,
    }),
    claimOverlay: sendTo('overlay', { type: 'overlay.claim' }),
    releaseOverlay: sendTo('overlay', { type: 'overlay.release' }),
    notifyOpened: emit({ type: 'opened' as const }),
    notifyClosed: emit({ type: 'closed' as const }),
    notifyExpanded: emit({ type: 'expanded' as const }),
    notifyContracted: emit({ type: 'contracted' as const }),
    notifySelected: emit(({ context, event }) => {
      const name = event.type === 'channel.select' ? event.name : '';
      return {
        type: 'selected' as const,
        channel: context.options.channels.find((channel) => channel.name === name)!,
      };
    }),
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({
    ...windowPartsOf({ ...input, name: 'SideBar' }),
    id: input.id ?? 'cx-sidebar',
    options: resolveSidebarOptions(input.options),
    overlay: input.overlay,
    timings: { ...sidebarTimings, ...input.timings },
  }),
  invoke: [
    {
      id: 'viewport',
      src: 'viewportWatch',
      input: ({ context }) => ({ viewport: context.viewport }),
    },
    {
      id: 'overlay',
      src: 'overlayWatch',
      input: ({ context }) => ({ overlay: context.overlay, name: context.name }),
    },
  ],
  on: {
    'viewport.change': { actions: 'readMobile' },
    'widget.configure': { actions: 'assignOptions' },
    'button.add': { guard: 'isNewButton', actions: 'assignButton' },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'showsOnStartup', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      on: { 'sidebar.open': { target: 'open', actions: 'notifyOpened' } },
    },
    open: {
      type: 'parallel',
      on: {
        'sidebar.close': [
          {
            guard: 'isMenuShown',
            target: 'closed',
            actions: ['releaseOverlay', 'notifyClosed'],
          },
          { target: 'closed', actions: 'notifyClosed' },
        ],
      },
      states: {
        menu: {
          initial: 'hidden',
          states: {
            hidden: {
              on: {
                'menu.open': { guard: 'isOverlayFree', target: 'shown', actions: 'claimOverlay' },
              },
            },
            shown: {
              on: {
                'menu.close': { target: 'hidden', actions: 'releaseOverlay' },
                'overlay.taken': { target: 'hidden' },
                'channel.select': {
                  guard: 'isChannelChosenFromMenu',
                  target: 'hidden',
                  actions: 'releaseOverlay',
                },
                'viewport.change': [
                  {
                    guard: 'isDesktopNow',
                    target: 'hidden',
                    actions: ['readMobile', 'releaseOverlay'],
                  },
                  { actions: 'readMobile' },
                ],
              },
            },
          },
        },
        strip: {
          initial: 'contracted',
          on: {
            'channel.select': { guard: 'isKnownChannel', actions: 'notifySelected' },
          },
          states: {
            contracted: {
              initial: 'idle',
              on: {
                'sidebar.expand': { target: 'expanded', actions: 'notifyExpanded' },
              },
              states: {
                idle: {
                  on: { 'hover.start': { guard: 'expandsOnHover', target: 'hovering' } },
                },
                hovering: {
                  after: {
                    expandDelay: {
                      target: '#sidebar.open.strip.expanded',
                      actions: 'notifyExpanded',
                    },
                  },
                  on: { 'hover.end': { target: 'idle' } },
                },
              },
            },
            expanded: {
              initial: 'held',
              on: {
                'sidebar.contract': { target: 'contracted', actions: 'notifyContracted' },
              },
              states: {
                held: {
                  on: { 'hover.end': { guard: 'expandsOnHover', target: 'leaving' } },
                },
                leaving: {
                  after: {
                    contractDelay: {
                      target: '#sidebar.open.strip.contracted',
                      actions: 'notifyContracted',
                    },
                  },
                  on: { 'hover.start': { target: 'held' } },
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The sidebar machine's type. */
export type SidebarMachine = typeof sidebarMachine;
