/*
 * Opening a native modal <dialog> from its button: current browsers do it by themselves
 * (`command="show-modal"`, before any script); these helpers do it by script in the
 * others. What the dialog's own code does once open is in dialog-inside.ts.
 */

/** Whether the browser opens a dialog from `commandfor`/`command` on its own. */
export function hasInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== "undefined" && "commandForElement" in HTMLButtonElement.prototype;
}

/** Opens the dialog as a modal, unless it already is open. */
export function openModal(dialog: HTMLDialogElement | null) {
  if (dialog && !dialog.open) dialog.showModal();
}
