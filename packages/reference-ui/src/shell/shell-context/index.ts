export { ShellContext, useShell, type ShellContextValue } from './shell-context';
