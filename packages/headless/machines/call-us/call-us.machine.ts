import { assign, emit, sendTo, setup, spawnChild } from 'xstate';
import {
  dockRegistration,
  groupMembership,
  viewportWatch,
} from '../widget-window/widget-window.actors';
import { mobileOf, windowActionsOf, windowInvokes } from '../widget-window/widget-window.config';
import { isForcedClose, windowPartsOf } from '../widget-window/widget-window.logic';
import { coBrowseWatch, overlayWatch, readCoBrowse, startCoBrowse } from './call-us.actors';
import { coBrowseOffline, isCoBrowseOffered, isRefused, noCoBrowse } from './call-us.logic';
import { hasCallUsContent, resolveCallUsOptions } from './call-us.options';
import type { CallUsContext, CallUsEmitted, CallUsEvent, CallUsInput } from './call-us.types';

/**
 * The Call Us overlay (spec 1, sections 2 and 4; service-protocols 8): closed, then opened, then
 * closed. It is a window of the app's group and an exclusive channel: opening it closes the other
 * contact channels, and they close it. While it shows it holds the overlay view (when it has an
 * arbiter), and it follows co-browse's state for the offer, which starts co-browse and closes it.
 */
export const callUsMachine = setup({
  types: {
    context: {} as CallUsContext,
    events: {} as CallUsEvent,
    input: {} as CallUsInput,
    emitted: {} as CallUsEmitted,
  },
  actors: {
    dockRegistration,
    groupMembership,
    viewportWatch,
    readCoBrowse,
    coBrowseWatch,
    startCoBrowse,
    overlayWatch,
  },
  guards: {
    canOpen: ({ context }) => hasCallUsContent(context.options) && !isRefused(context, 'view.open'),
    isCloseRefused: ({ context, event }) =>
      !isForcedClose(event) && isRefused(context, 'view.close'),
    isOfferShown: ({ context }) => isCoBrowseOffered(context.coBrowseState),
  },
  actions: {
    claimGroup: windowActionsOf<CallUsContext, CallUsEvent>().claimGroup,
    readMobile: assign({ mobile: mobileOf }),
    claimOverlay: sendTo('overlay', { type: 'overlay.claim' }),
    releaseOverlay: sendTo('overlay', { type: 'overlay.release' }),
    notifyOpened: emit({ type: 'opened' as const }),
    notifyClosed: emit({ type: 'closed' as const }),
    assignCoBrowse: assign({
      coBrowseState: ({ context, event }) => {
        if (event.type === 'cobrowse.change') return event.state;
        return 'output' in event
          ? (event.output as CallUsContext['coBrowseState'])
          : context.coBrowseState;
      },
    }),
    assignCoBrowseOffline: assign({ coBrowseState: coBrowseOffline }),
    assignOptions: assign({
      options: ({ context, event }) =>
        event.type === 'widget.configure' ? event.options : context.options,
    }),
    runCoBrowseOffer: spawnChild('startCoBrowse', {
      input: ({ context }) => ({ coBrowse: context.coBrowse }),
    }),
  },
}).createMachine({
  id: 'callUs',
  context: ({ input }) => ({
    ...windowPartsOf({ ...input, name: 'CallUs' }),
    id: input.id ?? 'cx-call-us',
    options: resolveCallUsOptions(input.options),
    coBrowse: input.coBrowse ?? noCoBrowse,
    coBrowseState: coBrowseOffline,
    overlay: input.overlay,
  }),
  invoke: [
    ...windowInvokes,
    {
      id: 'coBrowseWatch',
      src: 'coBrowseWatch',
      input: ({ context }) => ({ coBrowse: context.coBrowse }),
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
    'cobrowse.change': { actions: 'assignCoBrowse' },
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'window.open': {
          guard: 'canOpen',
          target: 'open',
          actions: ['readMobile', 'claimOverlay', 'claimGroup', 'notifyOpened'],
        },
      },
    },
    open: {
      invoke: {
        id: 'coBrowseRead',
        src: 'readCoBrowse',
        input: ({ context }) => ({ coBrowse: context.coBrowse }),
        onDone: { actions: 'assignCoBrowse' },
        onError: { actions: 'assignCoBrowseOffline' },
      },
      on: {
        'window.close': [
          { guard: 'isCloseRefused' },
          { target: 'closed', actions: ['releaseOverlay', 'notifyClosed'] },
        ],
        'overlay.taken': { target: 'closed', actions: 'notifyClosed' },
        'cobrowse.start': {
          guard: 'isOfferShown',
          target: 'closed',
          actions: ['releaseOverlay', 'notifyClosed', 'runCoBrowseOffer'],
        },
      },
    },
  },
});

/** The call-us machine's type. */
export type CallUsMachine = typeof callUsMachine;
