import { CloseIcon } from './icons';

/** Props of {@link CloseButton}. */
export interface CloseButtonProps {
  /** The part's `data-scope` / `data-part` attributes. */
  attrs: Readonly<Record<string, string>>;
  /** Accessible name. */
  label: string;
  /** Called on activation. */
  onClick: () => void;
}

/** The icon button that closes a window, a dialog or a toast. */
export function CloseButton({ attrs, label, onClick }: CloseButtonProps) {
  return (
    <button {...attrs} type="button" aria-label={label} onClick={onClick}>
      <CloseIcon />
    </button>
  );
}
