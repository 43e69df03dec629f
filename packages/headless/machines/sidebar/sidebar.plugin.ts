import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import type { SidebarMachine } from './sidebar.machine';
import { sidebarManifest } from './sidebar.manifest';
import {
  resolveSidebarChannel,
  resolveSidebarOptions,
  SidebarConfigError,
  sidebarChannelIssues,
  type SidebarChannelInput,
} from './sidebar.options';
import type { FieldIssue } from '../../services/config-issues/config-issues';

/** What the `SideBar` plugin drives: the sidebar actor. */
export type SidebarTarget = Actor<SidebarMachine> | ActorRefFrom<SidebarMachine>;

const isOpen = (target: SidebarTarget) => target.getSnapshot().matches('open');

/** Whether `value` is a settings object with at least one key. */
function isConfiguration(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  );
}

const issuesText = (issues: readonly FieldIssue[]) =>
  issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');

/**
 * The `SideBar` plugin (protocols 8.3): its commands drive the sidebar, with the rejections its
 * table documents; `opened`, `expanded`, `contracted` and `closed` go out as its events.
 */
export const sidebarPlugin = definePlugin<SidebarTarget, typeof sidebarManifest>(sidebarManifest, {
  commands: {
    open: (_options, { target, reject }) => {
      if (isOpen(target)) reject('alreadyOpen');
      target.send({ type: 'sidebar.open' });
      return undefined;
    },
    close: (_options, { target, reject }) => {
      if (!isOpen(target)) reject('alreadyClosed');
      target.send({ type: 'sidebar.close' });
      return undefined;
    },
    configure: (options, { target, reject }) => {
      if (!isConfiguration(options)) reject('invalidConfiguration');
      try {
        target.send({
          type: 'widget.configure',
          options: resolveSidebarOptions(options, target.getSnapshot().context.options),
        });
      } catch (error) {
        if (!(error instanceof SidebarConfigError)) throw error;
        reject('invalidOptions', { issues: issuesText(error.issues) });
      }
      return undefined;
    },
    expand: (_options, { target, reject }) => {
      if (!isOpen(target)) reject('notOpen');
      target.send({ type: 'sidebar.expand' });
      return undefined;
    },
    contract: (_options, { target, reject }) => {
      if (!isOpen(target)) reject('notOpen');
      target.send({ type: 'sidebar.contract' });
      return undefined;
    },
    addButton: (options, { target, reject }) => {
      if (!isConfiguration(options)) reject('invalidConfiguration');
      const issues = sidebarChannelIssues(options);
      if (issues.length > 0) reject('invalidOptions', { issues: issuesText(issues) });
      const channel = options as SidebarChannelInput;
      const { channels } = target.getSnapshot().context.options;
      if (channels.some((existing) => existing.name === channel.name))
        reject('duplicateButton', { name: channel.name });
      target.send({ type: 'button.add', channel: resolveSidebarChannel(channel) });
      return undefined;
    },
  },
  publish: (target, plugin) => {
    const subscriptions = (['opened', 'expanded', 'contracted', 'closed'] as const).map((type) =>
      target.on(type, () => plugin.publish(type, undefined)),
    );
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  },
});
